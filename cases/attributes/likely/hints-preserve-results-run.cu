/*---
section: I.4.17
clause: attr.likely-unlikely
description: "A hinted branch taken against the hint still gives the right answer in every thread."
verdict: ok
phase: run
std: c++20
run:
  stdout: "3984\n"
---*/
#include "cuconform.h"
__global__ void kern(int *out) {
  int v = threadIdx.x;
  int r;
  if (v % 32 == 0) [[unlikely]] {
    r = 1000;
  } else [[likely]] {
    r = v;
  }
  atomicAdd(out, r);
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  *out = 0;
  kern<<<1, 64>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
