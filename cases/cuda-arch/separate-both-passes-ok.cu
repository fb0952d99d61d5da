/*---
section: I.4.2.1
clause: cudaarch.separate-definition-presence
description: In separate compilation, an external function defined in both passes (with bodies differing by __CUDA_ARCH__) is fine.
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
__host__ __device__ int where(void)
{
#ifdef __CUDA_ARCH__
  return 1;
#else
  return 0;
#endif
}
