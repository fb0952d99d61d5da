/*---
section: I.1
clause: features.cxx11.explicit-conversion-operators-implicit-use
description: "An explicit conversion operator used through static_cast and in a condition in device code"
since: "7.0"
verdict: ok
phase: run
std: c++11
run:
  stdout: "9\n"
---*/
#include "cuconform.h"

struct Flag {
  int v;
  __device__ explicit operator int() const { return v * 3; }
  __device__ explicit operator bool() const { return v != 0; }
};

__global__ void kernel(int* out, int x) {
  Flag f = {x};
  *out = f ? static_cast<int>(f) : -1;
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
