/*---
section: I.4.18
clause: attr.const-assumption-ub
description: "A const __host__ __device__ function of its argument only, called in a kernel loop; the results depend on the argument alone"
verdict: ok
phase: run
run:
  stdout: "1\n"
---*/
#include "cuconform.h"
__attribute__((const)) __host__ __device__ unsigned hash(unsigned v) { return v * 2654435761u >> 28; }
__global__ void kern(unsigned *out) {
  unsigned s = 0;
  for (unsigned i = 0; i < 4; ++i) s += hash(i) + hash(i);
  *out = s;
}
int main() {
  unsigned *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(unsigned)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  unsigned s = 0;
  for (unsigned i = 0; i < 4; ++i) s += 2 * hash(i);
  std::printf("%d\n", *out == s ? 1 : 0);
  return 0;
}
