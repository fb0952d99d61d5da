/*---
section: I.4.2.1
clause: cudaarch.signature
description: A __shared__ variable (not in the rule's list) whose type depends on __CUDA_ARCH__ is fine.
verdict: ok
---*/
__global__ void kern(int *out)
{
#ifdef __CUDA_ARCH__
  __shared__ long long acc;
#else
  __shared__ int acc;
#endif
  acc = threadIdx.x;
  *out = (int)acc;
}
