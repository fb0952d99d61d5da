/*---
section: I.4.9.5
clause: function.device-address-in-host
description: "A __host__ __device__ function taking the address only under #ifdef __CUDA_ARCH__ does not take it in host code."
verdict: ok
---*/
__device__ int dfn(int x) { return x + 1; }
__host__ __device__ int call(int v) {
#ifdef __CUDA_ARCH__
  int (*p)(int) = &dfn;
  return p(v);
#else
  return v + 1;
#endif
}
