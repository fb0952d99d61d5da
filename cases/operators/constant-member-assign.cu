/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A kernel assigns to a member of a __constant__ struct.
verdict: error
---*/
struct Params { int n; float eps; };
__constant__ Params params;

__global__ void kern(void)
{
  params.n = 4;  // expect-error
}
