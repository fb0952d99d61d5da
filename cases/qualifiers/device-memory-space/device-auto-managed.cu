/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A __managed__ variable that is neither extern nor static in a __device__ function is rejected.
verdict: error
---*/
__device__ void f(void)
{
  __managed__ int m;  // expect-error
  m = 1;
}
