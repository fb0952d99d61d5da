/*---
section: I.4.20.7
clause: cxx11.thread-local-not-in-device
description: "thread_local in a __host__ __device__ function is fine in the host-only branch (__CUDA_ARCH__ undefined)."
verdict: ok
---*/
__host__ __device__ int hd(void) {
#ifndef __CUDA_ARCH__
  static thread_local int z = 2;
  return z;
#else
  return 2;
#endif
}
__global__ void k(int *out) { *out = hd(); }
int h() { return hd(); }
