/*---
section: I.4.14
clause: long-double.not-in-device
description: "sizeof(long double) in device code is diagnosed."
verdict: diagnose
note: "sizeof is an unevaluated use of the type; the guide speaks of any use of the type in device code."
---*/
__device__ int f(void) {
  return (int)sizeof(long double); // expect-diag
}
