/*---
section: I.1
clause: features.cxx11.alignas-not-weaker-than-natural
description: "alignas stricter than the natural alignment on a member used in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
note: "[dcl.align]: the combined effect of the alignment-specifiers shall not be less strict than the natural alignment; a violated shall is a diagnosable rule."
run:
  stdout: "1632\n"
---*/
#include "cuconform.h"

struct Slot {
  char tag;
  alignas(16) int v;
};

__global__ void kernel(int* out, int x) {
  Slot s;
  s.v = x;
  *out = static_cast<int>(alignof(Slot)) * 100 + static_cast<int>(sizeof(Slot)) + s.v * 0;
}

int main() {
  int* d = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  kernel<<<1, 1>>>(d, 3);
  CC_SYNC();
  int h = 0;
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  CC_CHECK(cudaFree(d));
  std::printf("%d\n", h);
  return 0;
}
