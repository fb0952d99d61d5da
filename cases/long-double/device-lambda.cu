/*---
section: I.4.14
clause: long-double.not-in-device
description: "A lambda with a long double parameter in device code is diagnosed."
verdict: diagnose
---*/
__device__ double f(double x) {
  auto g = [](long double v) { return v * 2; }; // expect-diag
  return (double)g(x);
}
