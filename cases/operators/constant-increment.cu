/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A kernel increments a __constant__ variable.
verdict: error
---*/
__constant__ int counter;

__global__ void kern(void)
{
  counter++;  // expect-error
}
