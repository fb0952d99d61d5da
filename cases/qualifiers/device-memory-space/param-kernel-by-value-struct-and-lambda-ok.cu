/*---
section: "I.4.3.1"
clause: memspace.no-parameter
description: "A kernel taking a struct by value and a __device__ lambda parameter without specifiers; a __shared__ variable is declared in the body, not as a parameter."
verdict: ok
---*/
struct Range {
    int lo, hi;
};

__global__ void kern(Range r, int *out) {
    __shared__ int partial;
    auto inside = [](int v, Range q) { return v >= q.lo && v < q.hi; };
    if (threadIdx.x == 0) partial = 0;
    __syncthreads();
    if (inside((int)threadIdx.x, r)) atomicAdd(&partial, 1);
    __syncthreads();
    if (threadIdx.x == 0) *out = partial;
}
