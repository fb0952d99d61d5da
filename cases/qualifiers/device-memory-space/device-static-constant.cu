/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A static __constant__ variable in a __device__ function is allowed.
verdict: ok
note: "I.4.9.4's example lists 'static __constant__ int c1;' in a __device__ function as OK."
---*/
__device__ int lookup(void)
{
  static __constant__ int table;
  return table;
}
