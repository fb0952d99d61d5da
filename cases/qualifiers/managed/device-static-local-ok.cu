/*---
section: I.4.3.2
clause: managed.no-device-local-without-linkage
description: A static __managed__ local in a __device__ function is fine.
verdict: ok
note: "I.4.9.4's example has 'static __managed__ int m1;  // OK' in a __device__ function."
---*/
__device__ int f(void)
{
  static __managed__ int m1;
  return m1++;
}
