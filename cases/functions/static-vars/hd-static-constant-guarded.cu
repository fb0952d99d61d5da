/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __constant__ variable in a __host__ __device__ function under #if defined(__CUDA_ARCH__) is allowed."
verdict: ok
---*/
__host__ __device__ int f(void) {
#if defined(__CUDA_ARCH__)
  static __constant__ int c = 5;
  return c;
#else
  return 5;
#endif
}
