/*---
section: I.1
clause: features.cxx11.strongly-typed-enums-no-implicit-conversion
description: "A scoped enumerator converted with static_cast in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "15\n"
---*/
#include "cuconform.h"

enum class Color : int { Red = 4, Green = 5 };

__global__ void kernel(int* out, int x) { *out = static_cast<int>(Color::Green) * x; }

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
