/*---
section: I.4.14
clause: long-double.not-in-device
description: "A long double parameter of a __device__ function is diagnosed."
verdict: diagnose
---*/
__device__ double f(long double x) { return (double)x; } // expect-diag
