/*---
section: I.4.14
clause: long-double.not-in-device
description: "A variable deduced as long double from a literal in device code is diagnosed."
verdict: diagnose
---*/
__device__ double f(void) {
  auto v = 2.0L; // expect-diag
  return (double)v;
}
