/*---
section: I.4.18
clause: attr.const-assumption-ub
description: "A const device function that reads memory through its pointer argument, called before and after the pointee changes in a kernel: the optimizer may reuse the first result"
verdict: ub
phase: run
witness:
  unobservable: "a const or pure function whose body breaks the attribute's promise: the optimizer may or may not use the promise, every printed value is an outcome the program can have, and no tool checks the attribute"
note: "ub: a const function that reads memory breaks the optimizer assumption; the output records whether the second call was commoned out (5 5) or not (5 6)."
---*/
#include "cuconform.h"
__attribute__((const)) __device__ int peek(const int *p) { return *p; }
__global__ void kern(int *cell, int *out) {
  *cell = 5;
  int a = peek(cell);
  *cell = 6;
  int b = peek(cell);
  out[0] = a;
  out[1] = b;
}
int main() {
  int *cell, *out;
  CC_CHECK(cudaMallocManaged(&cell, sizeof(int)));
  CC_CHECK(cudaMallocManaged(&out, 2 * sizeof(int)));
  kern<<<1, 1>>>(cell, out);
  CC_SYNC();
  std::printf("%d %d\n", out[0], out[1]);
  return 0;
}
