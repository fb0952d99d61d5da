/*---
section: I.4.5.1
clause: operator.constant-assign-host-only
description: Device code reads __constant__ variables (no assignment).
verdict: ok
---*/
__constant__ int table[4];
__constant__ float scale;

__global__ void kern(float *out)
{
  out[threadIdx.x] = table[threadIdx.x % 4] * scale;
}
