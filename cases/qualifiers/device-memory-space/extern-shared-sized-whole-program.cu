/*---
section: I.4.3.1
clause: memspace.no-extern-whole-program
description: An extern __shared__ array of known size (not dynamically allocated) is rejected in whole program compilation mode.
verdict: error
---*/
extern __shared__ int tile[64];  // expect-error

__global__ void kern(int *out)
{
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[threadIdx.x];
}
