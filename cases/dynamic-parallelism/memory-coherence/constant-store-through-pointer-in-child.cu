/*---
section: "D.3.1.6.4"
clause: dp.constant.store-through-pointer
description: "A child stores through a pointer to __constant__ memory that the parent passed to it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a store to __constant__ data through a generic pointer lands in the global memory that backs the constant bank, a valid address: nothing faults, and no tool flags writes to constant data (later reads may see either value)"
---*/
#include "cuconform.h"

__constant__ int c[2] = {1, 2};

__global__ void child(int *p) { p[1] = 3; }
__global__ void parent() { child<<<1, 1>>>((int *)c); }

int main() {
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
