/*---
section: I.4.3.1
clause: memspace.no-host-local
description: "A static __device__ variable in a __host__ __device__ function is rejected: the function also executes on the host."
verdict: error
note: Read with I.4.9.4, whose example rejects the same declaration during host compilation.
---*/
__host__ __device__ int hd_fn(void)
{
  static __device__ int d;  // expect-error
  return 0;
}
