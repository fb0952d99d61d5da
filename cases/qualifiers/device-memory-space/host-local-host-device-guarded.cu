/*---
section: I.4.3.1
clause: memspace.no-host-local
description: A static __device__ local in a __host__ __device__ function guarded by __CUDA_ARCH__ is not seen by the host compilation and is fine.
verdict: ok
note: I.4.9.4's example shows this pattern as OK.
---*/
__host__ __device__ int hd_fn(void)
{
#ifdef __CUDA_ARCH__
  static __device__ int d;
  return d;
#else
  return 0;
#endif
}

__global__ void kern(int *out)
{
  *out = hd_fn();
}
