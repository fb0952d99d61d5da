/*---
section: I.4.14
clause: long-double.not-in-device
description: "Device code computing in double while the host uses long double gives the double result."
verdict: ok
phase: run
run:
  stdout: "0.25 1.00\n"
---*/
#include "cuconform.h"
__global__ void kern(double *out) { *out = 1.0 / 4; }
int main() {
  double *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(double)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  long double h = (long double)*out * 4;
  std::printf("%.2f %.2Lf\n", *out, h);
  return 0;
}
