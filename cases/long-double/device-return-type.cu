/*---
section: I.4.14
clause: long-double.not-in-device
description: "A long double return type of a __device__ function is diagnosed."
verdict: diagnose
---*/
__device__ long double f(double x) { return x; } // expect-diag
