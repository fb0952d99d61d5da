/*---
section: I.4.3.2
clause: managed.decltype-unparenthesized
description: decltype(managed variable) inside a kernel is rejected.
verdict: error
---*/
__managed__ int xxx = 10;

__global__ void kern(int *out)
{
  decltype(xxx) v = 1;  // expect-error
  *out = v;
}
