/*---
section: I.4.7
clause: exception.no-device
description: A noexcept __device__ function and the noexcept operator in device code involve no exception handling and are fine.
verdict: ok
---*/
__device__ int inc(int v) noexcept { return v + 1; }

__global__ void kern(int *out)
{
  static_assert(noexcept(inc(0)), "inc is noexcept");
  *out = inc(41);
}
