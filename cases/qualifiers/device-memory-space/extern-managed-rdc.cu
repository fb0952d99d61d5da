/*---
section: I.4.3.1
clause: memspace.extern-separate-compilation
description: In separate compilation mode an extern __managed__ declaration compiles.
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
extern __managed__ int counter;

__global__ void kern(void)
{
  atomicAdd(&counter, 1);
}
