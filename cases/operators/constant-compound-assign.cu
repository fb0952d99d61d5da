/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A kernel applies a compound assignment to a __constant__ variable.
verdict: error
---*/
__constant__ double acc;

__global__ void kern(double v)
{
  acc += v;  // expect-error
}
