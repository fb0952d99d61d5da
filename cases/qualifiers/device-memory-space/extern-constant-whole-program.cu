/*---
section: I.4.3.1
clause: memspace.no-extern-whole-program
description: An extern __constant__ variable is rejected in whole program compilation mode.
verdict: error
---*/
extern __constant__ float coeff[4];  // expect-error

__global__ void kern(float *out)
{
  *out = coeff[0];
}
