/*---
section: I.3
clause: features.cxx20.designated-initializers-order
description: "Designated initializers in declaration order in device code"
since: "12.0"
verdict: ok
phase: run
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0. [dcl.init.aggr]: the designators shall name members in declaration order."
run:
  stdout: "357\n"
tags: [beyond-guide]
---*/
#include "cuconform.h"

struct Des {
  int a;
  int b = 5;
  int c;
};

__global__ void kernel(int* out, int x) {
  Des d{.a = x, .c = 7};
  *out = d.a * 100 + d.b * 10 + d.c;
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
