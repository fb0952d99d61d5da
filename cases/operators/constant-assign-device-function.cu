/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A __device__ function assigns to a __constant__ variable.
verdict: error
---*/
__constant__ float scale;

__device__ void set_scale(float s)
{
  scale = s;  // expect-error
}
