/*---
section: I.4.18
clause: attr.pure-assumption-ub
description: "A pure device function that stores through its pointer argument, called twice in a kernel: whether both stores happen is undefined"
verdict: ub
phase: run
witness:
  unobservable: "a const or pure function whose body breaks the attribute's promise: the optimizer may or may not use the promise, every printed value is an outcome the program can have, and no tool checks the attribute"
note: "ub: a pure function that changes memory breaks the optimizer assumption; the recorded value may be 0, 1 or 2."
---*/
#include "cuconform.h"
__attribute__((pure)) __device__ int bump(int *p) {
  *p += 1;
  return 0;
}
__global__ void kern(int *cell) {
  *cell = 0;
  int r = bump(cell) + bump(cell);
  cell[1] = r;
}
int main() {
  int *cell;
  CC_CHECK(cudaMallocManaged(&cell, 2 * sizeof(int)));
  kern<<<1, 1>>>(cell);
  CC_SYNC();
  std::printf("%d\n", cell[0]);
  return 0;
}
