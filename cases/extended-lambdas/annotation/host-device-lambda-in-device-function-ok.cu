/*---
section: "I.6"
clause: xlambda.annotation-scope
description: "A lambda annotated __host__ __device__ inside a __device__ function calls a __host__ __device__ helper and is called in device code: its operator() is __host__ __device__ as annotated."
verdict: ok
flags: ["--extended-lambda"]
---*/
__host__ __device__ int sq(int x) { return x * x; }

__device__ int device_side(int v) {
    auto lam = [] __host__ __device__(int x) { return sq(x) + 1; };
    return lam(v);
}

__global__ void kern(int *out) { *out = device_side(3); }
