/*---
section: I.4.14
clause: long-double.not-in-device
description: "A __device__ variable of type long double is diagnosed."
verdict: diagnose
---*/
__device__ long double g; // expect-diag
__global__ void kern(double *out) { *out = (double)g; }
