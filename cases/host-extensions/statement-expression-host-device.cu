/*---
section: I.4.1
clause: hostext.no-device-extensions
description: A __host__ __device__ function using a statement expression, called from a kernel, is diagnosed (device code).
verdict: diagnose
---*/
__host__ __device__ int f(int x)
{
  return ({ int y = x * 2; y + 1; });  // expect-diag
}

__global__ void kern(int *out)
{
  *out = f(1);
}
