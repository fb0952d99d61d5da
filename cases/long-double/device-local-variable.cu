/*---
section: I.4.14
clause: long-double.not-in-device
description: "A long double local variable in a __device__ function is diagnosed."
verdict: diagnose
---*/
__device__ double f(double x) {
  long double y = x; // expect-diag
  return (double)y;
}
