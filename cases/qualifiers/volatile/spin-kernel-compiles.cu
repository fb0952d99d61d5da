/*---
section: I.4.3.3
clause: volatile.not-synchronization
description: volatile may qualify __shared__, __device__ and __managed__ variables and pointers to global memory.
verdict: ok
---*/
__device__ volatile int dflag;
__managed__ volatile int mflag;

__global__ void kern(volatile int *gp, int *out)
{
  volatile __shared__ int sflag;
  sflag = *gp;
  dflag = sflag;
  mflag = dflag;
  *out = mflag;
}
