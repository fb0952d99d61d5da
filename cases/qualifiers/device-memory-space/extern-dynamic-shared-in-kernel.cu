/*---
section: I.4.3.1
clause: memspace.no-extern-whole-program
description: A block-scope dynamically allocated extern __shared__ array inside a kernel is allowed in whole program mode.
verdict: ok
---*/
__global__ void kern(int *out)
{
  extern __shared__ int buf[];
  buf[threadIdx.x] = 2 * threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = buf[threadIdx.x];
}
