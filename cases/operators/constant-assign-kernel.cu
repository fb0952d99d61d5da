/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A kernel assigns to a __constant__ variable.
verdict: error
---*/
__constant__ int c;

__global__ void kern(void)
{
  c = 1;  // expect-error
}
