/*---
section: I.4.20.6.1
clause: memspace.inline-unnamed-namespace
description: "__device__ and __host__ __device__ functions may be declared in an inline unnamed namespace."
verdict: ok
---*/
inline namespace {
  __device__ int d(void) { return 1; }
  __host__ __device__ int hd(void) { return 2; }
}
__global__ void k(int *out) { *out = d() + hd(); }
