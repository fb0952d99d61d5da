/*---
section: I.4.14
clause: long-double.not-in-device
description: "A pointer-to-long-double variable in device code is rejected."
verdict: error
---*/
__device__ int f(void) {
  long double *p = nullptr; // expect-error
  return p == nullptr;
}
