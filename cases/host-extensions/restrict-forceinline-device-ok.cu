/*---
section: I.4.1
clause: hostext.no-device-extensions
description: __restrict__ and __forceinline__, documented CUDA qualifiers, are allowed in device code.
verdict: ok
---*/
__forceinline__ __device__ void axpy(float a, const float *__restrict__ x, float *__restrict__ y, int n)
{
  for (int i = 0; i < n; ++i) y[i] += a * x[i];
}

__global__ void kern(const float *__restrict__ x, float *__restrict__ y)
{
  axpy(2.0f, x, y, 4);
}
