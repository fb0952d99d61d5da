/*---
section: I.3
clause: features.cxx17.structured-bindings-count
description: "A structured binding with as many names as array elements in device code"
since: "11.0"
verdict: ok
phase: run
std: c++17
run:
  stdout: "345\n"
---*/
#include "cuconform.h"

__global__ void kernel(int* out, int x) {
  int arr[3] = {x, 4, 5};
  auto [a, b, c] = arr;
  *out = a * 100 + b * 10 + c;
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
