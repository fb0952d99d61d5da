/*---
section: I.4.9.4
clause: function.static-var-init
description: "Dynamic initialization of a static visible only during host compilation of a __host__ __device__ function is allowed."
verdict: ok
---*/
__host__ __device__ int f(int p) {
#ifndef __CUDA_ARCH__
  static int v = p;
  return v;
#else
  return p;
#endif
}
