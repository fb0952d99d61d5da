/*---
section: I.4.7
clause: exception.no-device
description: A __host__ __device__ function that throws, called from a kernel, is diagnosed.
verdict: diagnose
---*/
__host__ __device__ int at(const int *a, int n, int i)
{
  if (i >= n)
    throw i;  // expect-diag
  return a[i];
}

__global__ void kern(const int *a, int *out)
{
  *out = at(a, 4, 2);
}
