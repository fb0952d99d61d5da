/*---
section: I.4.18
clause: attr.pure-assumption-ub
description: "A pure __device__ function that reads memory, called after the caller changed that memory, sees the new value (pure allows reading)."
verdict: ok
phase: run
run:
  stdout: "12\n"
---*/
#include "cuconform.h"
__device__ int cell;
__attribute__((pure)) __device__ int read_cell(void) { return cell; }
__global__ void kern(int *out) {
  cell = 1;
  int a = read_cell();
  cell = 2;
  int b = read_cell();
  *out = a * 10 + b;
}
int main() {
  int *out;
  CC_CHECK(cudaMallocManaged(&out, sizeof(int)));
  kern<<<1, 1>>>(out);
  CC_SYNC();
  std::printf("%d\n", *out);
  return 0;
}
