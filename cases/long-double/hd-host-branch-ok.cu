/*---
section: I.4.14
clause: long-double.not-in-device
description: "long double in the host-only branch of a __host__ __device__ function is fine."
verdict: ok
---*/
__host__ __device__ double f(double x) {
#ifndef __CUDA_ARCH__
  long double y = x;
  return (double)(y * 2);
#else
  return x * 2;
#endif
}
