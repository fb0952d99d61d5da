/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A __device__ variable that is neither extern nor static in a __device__ function is rejected.
verdict: error
---*/
__device__ int f(void)
{
  __device__ int x = 0;  // expect-error
  return x;
}
