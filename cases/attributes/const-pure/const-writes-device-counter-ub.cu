/*---
section: I.4.18
clause: attr.const-assumption-ub
description: "A const device function that increments a __device__ counter, called three times in a kernel: how many increments happen is undefined"
verdict: ub
phase: run
witness:
  unobservable: "a const or pure function whose body breaks the attribute's promise: the optimizer may or may not use the promise, every printed value is an outcome the program can have, and no tool checks the attribute"
note: "ub: a const function that changes caller-visible memory breaks the optimizer assumption; the recorded count may be 1, 2 or 3."
---*/
#include "cuconform.h"
__device__ int calls;
__attribute__((const)) __device__ int counted(int v) {
  ++calls;
  return v + 1;
}
__global__ void kern(int *out) {
  calls = 0;
  int s = counted(1) + counted(1) + counted(1);
  out[0] = s;
  out[1] = calls;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, 2 * sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d %d\n", out[0], out[1]);
  return 0;
}
