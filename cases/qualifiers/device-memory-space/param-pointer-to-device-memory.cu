/*---
section: I.4.3.1
clause: memspace.no-parameter
description: Parameters that point to device memory carry no specifier and are fine.
verdict: ok
---*/
__device__ int src_value = 7;

__device__ void copy(int *dst, const int *src)
{
  *dst = *src;
}

__global__ void kern(int *out)
{
  copy(out, &src_value);
}
