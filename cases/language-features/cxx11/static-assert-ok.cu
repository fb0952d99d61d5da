/*---
section: I.1
clause: features.cxx11.static-assertions-failing
description: "A static_assert that holds in a device function template instantiated from device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "4\n"
---*/
#include "cuconform.h"

template <class T>
__device__ int checked_size() {
  static_assert(sizeof(T) >= 4, "T is too small");
  return static_cast<int>(sizeof(T));
}

__global__ void kernel(int* out, int) { *out = checked_size<int>(); }

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
