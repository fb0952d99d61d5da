/*---
section: I.4.14
clause: long-double.not-in-device
description: "static_cast<long double> in device code is diagnosed."
verdict: diagnose
---*/
__device__ float f(float x) {
  return static_cast<float>(static_cast<long double>(x)); // expect-diag
}
