/*---
section: I.4.14
clause: long-double.not-in-device
description: "A cast to long double in device code is diagnosed."
verdict: diagnose
---*/
__device__ double f(double x) {
  return (long double)x * 2; // expect-diag
}
