/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A reference in a __host__ __device__ function body guarded by __CUDA_ARCH__ is absent when __CUDA_ARCH__ is undefined."
verdict: ok
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
__host__ __device__ int hd() {
#ifdef __CUDA_ARCH__
  decltype(fn1(1)) x = fn1(2);
  return x;
#else
  return 2;
#endif
}
__global__ void k(int *out) { *out = hd(); }
