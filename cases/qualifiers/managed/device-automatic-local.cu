/*---
section: I.4.3.2
clause: managed.no-device-local-without-linkage
description: An automatic __managed__ local in a __device__ function is rejected.
verdict: error
---*/
__device__ int f(void)
{
  __managed__ int a;  // expect-error
  return a;
}
