/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A lambda defined and called in a kernel assigns to a __constant__ variable.
verdict: error
---*/
__constant__ int c;

__global__ void kern(void)
{
  auto set = [] (int v) { c = v; };  // expect-error
  set(3);
}
