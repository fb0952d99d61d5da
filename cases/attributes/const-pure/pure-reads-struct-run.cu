/*---
section: I.4.18
clause: attr.pure-assumption-ub
description: "A pure device function that reads a struct through a pointer and writes nothing, called twice with no store between"
verdict: ok
phase: run
run:
  stdout: "55\n"
---*/
#include "cuconform.h"
struct Pair {
  int a, b;
};
__attribute__((pure)) __device__ int sum(const Pair *p) { return p->a + p->b; }
__global__ void kern(const Pair *p, int *out) { *out = sum(p) * 10 + sum(p); }
int main() {
  Pair *p;
  int *out;
  CC_CHECK(cudaMallocManaged(&p, sizeof(Pair)));
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  p->a = 2;
  p->b = 3;
  kern<<<1, 1>>>(p, out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
