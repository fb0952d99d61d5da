/*---
section: I.4.18
clause: attr.pure-assumption-ub
description: "A pure device function that writes a __device__ variable and whose result is unused: the call and its store may be dropped"
verdict: ub
phase: run
witness:
  unobservable: "a const or pure function whose body breaks the attribute's promise: the optimizer may or may not use the promise, every printed value is an outcome the program can have, and no tool checks the attribute"
note: "ub: the pure call whose result is unused may be removed with its store; the recorded value may be 0 or 7."
---*/
#include "cuconform.h"
__device__ int g_mark;
__attribute__((pure)) __device__ int mark_and_read(int v) {
  g_mark = v;
  return v * 2;
}
__global__ void kern(int *out) {
  g_mark = 0;
  int unused = mark_and_read(7);
  (void)unused;
  *out = g_mark;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
