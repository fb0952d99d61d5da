/*---
section: I.4.14
clause: long-double.not-in-device
description: "A long double reached through a typedef in device code is diagnosed."
verdict: diagnose
---*/
typedef long double ld_t;
__device__ double f(double x) {
  ld_t y = x; // expect-diag
  return (double)y;
}
