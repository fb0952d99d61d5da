/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __shared__ variable in a __host__ __device__ function under #ifdef __CUDA_ARCH__ is allowed."
verdict: ok
---*/
__host__ __device__ int f(void) {
#ifdef __CUDA_ARCH__
  static __shared__ int s;
  s = 1;
  return s;
#else
  return 0;
#endif
}
