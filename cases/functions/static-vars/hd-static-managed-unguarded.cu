/*---
section: I.4.9.4
clause: function.static-var-memspace
description: "A static __managed__ variable in a __host__ __device__ function outside #ifdef __CUDA_ARCH__ is rejected."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
---*/
__host__ __device__ int f(void) {
  static __managed__ int m; // expect-error
  return 0;
}
