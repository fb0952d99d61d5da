/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "A __shared__ variable at block scope of a __device__ function defined in an inline unnamed namespace is not at namespace scope."
verdict: ok
---*/
inline namespace {
  __device__ int d(int v) {
    __shared__ int s;
    s = v;
    __syncthreads();
    return s;
  }
}
__global__ void k(int *out) { *out = d(1); }
