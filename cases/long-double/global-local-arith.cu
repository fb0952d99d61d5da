/*---
section: I.4.14
clause: long-double.not-in-device
description: "long double accumulation in a kernel is diagnosed."
verdict: diagnose
---*/
__global__ void kern(double *out) {
  long double acc = 0; // expect-diag
  for (int i = 0; i < 4; ++i) acc += out[i];
  out[0] = (double)acc;
}
