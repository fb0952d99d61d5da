/*---
section: I.1
clause: features.cxx11.sequence-points
description: "The C++11 sequencing rules (N2239) in host code: i = ++i + 1 is well-defined"
verdict: ok
phase: run
std: c++11
run:
  stdout: "2 1\n"
---*/
#include "cuconform.h"

int host_sequenced() {
  int i = 0;
  i = ++i + 1;  // undefined in C++03, well-defined since N2239
  return i;
}

// Device code of the same translation unit, which the host-only feature must not disturb.
__global__ void kernel(int* out) { *out = 1; }

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d %d\n", host_sequenced(), h);
  return 0;
}
