/*---
section: I.4.3.1
clause: memspace.no-extern-whole-program
description: A dynamically allocated extern __shared__ array is the exception and is allowed in whole program compilation mode.
verdict: ok
---*/
extern __shared__ float dyn[];

__global__ void kern(float *out)
{
  dyn[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = dyn[blockDim.x - 1 - threadIdx.x];
}
