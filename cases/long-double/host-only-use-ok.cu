/*---
section: I.4.14
clause: long-double.not-in-device
description: "long double in host code of a .cu file with device code is fine."
verdict: ok
---*/
long double host_sum(const double *v, int n) {
  long double s = 0;
  for (int i = 0; i < n; ++i) s += v[i];
  return s;
}
__global__ void kern(double *out) { *out = 1.0; }
