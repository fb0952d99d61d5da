/*---
section: I.4.3.1
clause: memspace.no-parameter
description: A __device__ formal parameter of a __device__ function is rejected.
verdict: error
---*/
__device__ int twice(__device__ int x)  // expect-error
{
  return 2 * x;
}
