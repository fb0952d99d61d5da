/*---
section: I.4.14
clause: long-double.not-in-device
description: "A long double literal (1.5L) in device code is diagnosed."
verdict: diagnose
---*/
__device__ double f(double x) {
  return x * 1.5L; // expect-diag
}
