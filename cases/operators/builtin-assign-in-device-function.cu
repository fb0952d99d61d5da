/*---
section: I.4.5.1
clause: operator.builtin-no-assign
description: A __device__ function assigns to threadIdx.y.
verdict: error
---*/
__device__ void clobber(void)
{
  threadIdx.y = 3;  // expect-error
}
