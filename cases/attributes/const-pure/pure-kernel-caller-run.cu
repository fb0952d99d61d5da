/*---
section: I.4.18
clause: attr.const-pure-supported
description: "A pure __device__ function that only reads memory gives the right sum, however often the optimizer calls it."
verdict: ok
phase: run
run:
  stdout: "20\n"
---*/
#include "cuconform.h"
__attribute__((pure)) __device__ int sum_n(const int *p, int n) {
  int s = 0;
  for (int i = 0; i < n; ++i) s += p[i];
  return s;
}
__global__ void kern(const int *p, int *out) { *out = sum_n(p, 4) + sum_n(p, 4); }
int main() {
  int *p, *out;
  CC_CHECK(cudaMallocManaged(&p, 4 * sizeof(int)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  for (int i = 0; i < 4; ++i) p[i] = i + 1;
  kern<<<1, 1>>>(p, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
