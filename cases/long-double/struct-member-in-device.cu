/*---
section: I.4.14
clause: long-double.not-in-device
description: "Reading a long double member in device code is diagnosed."
verdict: diagnose
note: "The diagnostic is expected at the member access, the first place device code uses the type; a toolchain rejecting the struct definition line instead has a location deviation."
---*/
struct Acc { long double sum; };
__device__ double f(Acc a) {
  return (double)a.sum; // expect-diag
}
