/*---
section: I.4.22.2
clause: memspace.no-structured-binding
description: "A kernel computes with structured bindings of a struct and an array."
verdict: ok
phase: run
std: c++17
run:
  stdout: "46\n"
---*/
#include "cuconform.h"
struct S { int x; int y; };
__global__ void k(int *out) {
  auto [a1, b1] = S{4,5};
  int arr[2] = {a1 * 10, b1};
  auto &[p, q] = arr;
  p += 1;
  *out = arr[0] + q;
}
int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
