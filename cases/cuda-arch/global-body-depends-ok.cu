/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __global__ function whose body (not its signature) depends on __CUDA_ARCH__ is fine.
verdict: ok
---*/
__global__ void kern(int *out)
{
#if __CUDA_ARCH__ >= 800
  *out = 800;
#else
  *out = 0;
#endif
}
