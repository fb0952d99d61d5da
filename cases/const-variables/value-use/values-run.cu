/*---
section: I.4.13
clause: hostvar.const-value-use
description: "Values of const host variables used in a kernel are the initialized values."
verdict: ok
phase: run
run:
  stdout: "35.25\n"
---*/
#include "cuconform.h"
const int xxx = 10;
struct S1_t { static const int yyy = 20; };
const float www = 5.0;
const double ddd = 0.25;
__global__ void kern(double *out) { *out = xxx + S1_t::yyy + www + ddd; }
int main() {
  double *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(double)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%.2f\n", *out);
  return 0;
}
