/*---
section: I.4.20.8
clause: global.variadic-template-pack-last
description: "A variadic __global__ template with its pack last sums its arguments on the device."
verdict: ok
phase: run
run:
  stdout: "15\n"
---*/
#include "cuconform.h"
__device__ int sum() { return 0; }
template <typename T, typename... R>
__device__ int sum(T t, R... r) { return (int)t + sum(r...); }

template <typename... Pack>
__global__ void k(int *out, Pack... p) { *out = sum(p...); }

int main() {
  int *d, h = 0;
  CC_CHECK(cudaMalloc(&d, sizeof(int)));
  k<<<1,1>>>(d, 1, 2L, (short)3, 4u, 5.0f);
  CC_SYNC();
  CC_CHECK(cudaMemcpy(&h, d, sizeof(int), cudaMemcpyDeviceToHost));
  std::printf("%d\n", h);
  return 0;
}
