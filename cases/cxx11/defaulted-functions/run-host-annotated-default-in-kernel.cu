/*---
section: I.4.20.10
clause: defaulted.first-declaration-ignored
description: "An object whose __host__-annotated first-declaration default constructor is ignored is value-initialized in a kernel."
verdict: ok
phase: run
run:
  stdout: "7\n"
---*/
#include "cuconform.h"
struct S1 {
  int v = 7;
  __host__ S1() = default;
};
__global__ void k(int *out) { S1 s; *out = s.v; }
int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
