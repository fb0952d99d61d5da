/*---
section: I.4.3.1
clause: memspace.extern-separate-compilation
description: In separate compilation mode an extern __shared__ array of known size compiles.
verdict: ok
flags: ["-rdc=true"]
requires: {rdc: true}
---*/
extern __shared__ int tile[32];

__global__ void kern(int *out)
{
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[31 - threadIdx.x];
}
