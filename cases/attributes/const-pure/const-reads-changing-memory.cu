/*---
section: I.4.18
clause: attr.const-assumption-ub
description: "A const __device__ function that reads memory written between two calls: the second result may be the stale one (printed)."
verdict: ub
phase: run
witness:
  unobservable: "a const or pure function whose body breaks the attribute's promise: the optimizer may or may not use the promise, every printed value is an outcome the program can have, and no tool checks the attribute"
---*/
#include "cuconform.h"
__device__ int cell;
__attribute__((const)) __device__ int read_cell(int dummy) { return cell + dummy; }
__global__ void kern(int *out) {
  cell = 1;
  int a = read_cell(0);
  cell = 2;
  int b = read_cell(0);
  out[0] = a;
  out[1] = b;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, 2 * sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d %d\n", out[0], out[1]);
  return 0;
}
