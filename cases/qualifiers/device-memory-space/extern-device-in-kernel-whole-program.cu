/*---
section: I.4.3.1
clause: memspace.no-extern-whole-program
description: A block-scope extern __device__ declaration with no definition in the program is rejected in whole program compilation mode.
verdict: error
---*/
__global__ void kern(int *out)
{
  extern __device__ int elsewhere;  // expect-error
  *out = elsewhere;
}
