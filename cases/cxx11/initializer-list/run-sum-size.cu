/*---
section: I.4.20.2
clause: initlist.host-device
description: "A kernel sums and counts a std::initializer_list of non-constant elements."
verdict: ok
phase: run
run:
  stdout: "153\n"
---*/
#include "cuconform.h"
#include <initializer_list>
__device__ int sum(std::initializer_list<int> in) {
  int s = 0;
  for (int v : in) s += v;
  return s * 10 + (int)in.size();
}
__global__ void k(int *out, int i) { *out = sum({i, 5, 6}); }
int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  k<<<1,1>>>(d, 4);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
