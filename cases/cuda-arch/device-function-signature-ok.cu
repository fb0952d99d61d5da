/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __device__ function (not in the rule's list) whose signature depends on __CUDA_ARCH__ is fine.
verdict: ok
---*/
#ifdef __CUDA_ARCH__
__device__ double half(double v) { return v / 2; }
#else
__device__ float half(float v) { return v / 2; }
#endif

__global__ void kern(double *out)
{
  *out = half(3.0);
}
