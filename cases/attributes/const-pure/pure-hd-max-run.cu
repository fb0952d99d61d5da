/*---
section: I.4.18
clause: attr.pure-assumption-ub
description: "A pure __host__ __device__ function that scans an array (reads only), used in a kernel and on the host"
verdict: ok
phase: run
run:
  stdout: "18 9\n"
---*/
#include "cuconform.h"
__attribute__((pure)) __host__ __device__ int max_of(const int *p, int n) {
  int m = p[0];
  for (int i = 1; i < n; ++i) m = p[i] > m ? p[i] : m;
  return m;
}
__global__ void kern(const int *p, int *out) { *out = max_of(p, 4) + max_of(p, 2); }
int main() {
  int *p, *out;
  CC_CHECK(cudaMallocManaged(&p, 4 * sizeof(int)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  p[0] = 4; p[1] = 9; p[2] = 1; p[3] = 7;
  kern<<<1, 1>>>(p, out);
  CC_SYNC();
  std::printf("%d %d\n", *out, max_of(p, 4));
  return 0;
}
