/*---
section: I.4.3.1
clause: memspace.no-extern-whole-program
description: An extern __device__ variable is rejected in whole program compilation mode.
verdict: error
---*/
extern __device__ int ext;  // expect-error

__global__ void kern(int *out)
{
  *out = ext;
}
