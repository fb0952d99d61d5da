/*---
section: I.4.20.3
clause: rvalue.move-forward-host-device
description: "std::forward in device code preserves the value category of its argument."
verdict: ok
phase: run
run:
  stdout: "1 2\n"
---*/
#include "cuconform.h"
#include <utility>
__device__ int kind(int &) { return 1; }
__device__ int kind(int &&) { return 2; }
template <typename T>
__device__ int relay(T &&t) { return kind(std::forward<T>(t)); }
__global__ void k(int *out) {
  int x = 0;
  out[0] = relay(x);
  out[1] = relay(3);
}
int main() {
  int *d, h[2] = {0, 0};
  CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
  k<<<1,1>>>(d);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(h, d, 2 * sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d %d\n", h[0], h[1]);
  return 0;
}
