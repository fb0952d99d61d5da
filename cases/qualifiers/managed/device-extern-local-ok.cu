/*---
section: I.4.3.2
clause: managed.no-device-local-without-linkage
description: A block-scope extern __managed__ declaration in a kernel is fine.
verdict: ok
---*/
__managed__ int xxx = 10;

__global__ void kern(int *out)
{
  extern __managed__ int xxx;
  *out = xxx;
}
