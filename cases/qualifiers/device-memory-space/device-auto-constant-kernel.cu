/*---
section: I.4.3.1
clause: memspace.no-device-automatic
description: A __constant__ variable that is neither extern nor static in a __global__ function is rejected.
verdict: error
---*/
__global__ void kern(int *out)
{
  __constant__ int c;  // expect-error
  *out = c;
}
