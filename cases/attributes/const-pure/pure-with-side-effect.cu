/*---
section: I.4.18
clause: attr.pure-assumption-ub
description: "A pure __device__ function that increments a global counter: how many increments survive is not defined (printed)."
verdict: ub
phase: run
witness:
  unobservable: "a const or pure function whose body breaks the attribute's promise: the optimizer may or may not use the promise, every printed value is an outcome the program can have, and no tool checks the attribute"
---*/
#include "cuconform.h"
__device__ int calls;
__attribute__((pure)) __device__ int peek(const int *p) {
  calls += 1;
  return *p;
}
__global__ void kern(const int *p, int *out) {
  int a = peek(p);
  int b = peek(p);
  out[0] = a + b;
  out[1] = calls;
}
int main() {
  int *p, *out;
  CC_CHECK(cudaMallocManaged(&p, sizeof(int)));
  CC_CHECK(cudaMallocManaged(&out, 2 * sizeof(int)));
  *p = 21;
  kern<<<1, 1>>>(p, out);
  CC_SYNC();
  std::printf("sum %d calls %d\n", out[0], out[1]);
  return 0;
}
