/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: "An automatic __shared__ variable in a kernel is allowed: __shared__ is not among the specifiers this rule forbids."
verdict: ok
---*/
__global__ void kern(int *out)
{
  __shared__ int tile[32];
  tile[threadIdx.x] = threadIdx.x;
  __syncthreads();
  out[threadIdx.x] = tile[31 - threadIdx.x];
}
