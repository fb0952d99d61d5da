/*---
section: I.4.9.8
clause: global.no-operator
description: "Operator functions run inside a kernel (the kernel itself is an ordinary named function)."
verdict: ok
phase: run
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
struct V { int x; };
__host__ __device__ V operator+(V a, V b) { return V{a.x + b.x}; }
__host__ __device__ bool operator==(V a, V b) { return a.x == b.x; }
__global__ void kern(V a, V b, int *out) { *out = (a + b == V{42}) ? (a + b).x : -1; }
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(V{40}, V{2}, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
