/*---
section: I.4.3.2
clause: managed.no-const
description: A static const __managed__ variable in a __device__ function is rejected.
verdict: error
---*/
__device__ int f(void)
{
  static __managed__ const int c = 1;  // expect-error
  return c;
}
