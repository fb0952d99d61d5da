/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: A kernel assigns to an element of a __constant__ array.
verdict: error
---*/
__constant__ int table[32];

__global__ void kern(void)
{
  table[threadIdx.x] = threadIdx.x;  // expect-error
}
