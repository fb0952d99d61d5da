/*---
section: I.4.14
clause: long-double.not-in-device
description: "A pointer-to-long-double variable in device code is diagnosed."
verdict: diagnose
---*/
__device__ int f(void) {
  long double *p = nullptr; // expect-diag
  return p == nullptr;
}
