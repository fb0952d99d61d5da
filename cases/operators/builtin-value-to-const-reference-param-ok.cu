/*---
section: "I.4.5.1"
clause: operator.builtin-no-address
description: "A built-in component passed by value to a template and by const reference to a __device__ function: a const reference binds to a converted temporary, not to the built-in itself."
verdict: ok
note: "blockDim.x is unsigned int; binding const int& to it creates a temporary int, so the built-in's address is never taken."
---*/
template <typename T> __device__ T twice(T v) { return v + v; }
__device__ int as_int(const int &v) { return v; }

__global__ void kern(int *out) {
    out[blockIdx.x] = as_int(blockDim.x) + (int)twice(gridDim.y);
}
