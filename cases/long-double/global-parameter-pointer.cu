/*---
section: I.4.14
clause: long-double.not-in-device
description: "A kernel parameter of type long double* is diagnosed."
verdict: diagnose
---*/
__global__ void kern(long double *p) { *p = 1; } // expect-diag
