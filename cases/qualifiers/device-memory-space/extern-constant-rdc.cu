/*---
section: I.4.3.1
clause: memspace.extern-separate-compilation
description: In separate compilation mode an extern __constant__ declaration compiles.
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
extern __constant__ float coeff[4];

__global__ void kern(float *out)
{
  *out = coeff[threadIdx.x % 4];
}
