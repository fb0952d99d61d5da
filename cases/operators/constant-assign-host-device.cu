/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A __host__ __device__ function called from a kernel assigns to a __constant__ variable.
verdict: error
---*/
__constant__ int c;

__host__ __device__ void reset(void)
{
  c = 0;  // expect-error
}

__global__ void kern(void)
{
  reset();
}
