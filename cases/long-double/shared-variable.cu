/*---
section: I.4.14
clause: long-double.not-in-device
description: "A __shared__ variable of type long double is diagnosed."
verdict: diagnose
---*/
__global__ void kern(double *out) {
  __shared__ long double s; // expect-diag
  s = 1;
  *out = (double)s;
}
