/*---
section: "D.3.1.6.4"
clause: dp.constant.store-through-pointer
description: "A parent casts away const from the address of a __constant__ variable and stores through it before launching a child."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a store to __constant__ data through a generic pointer lands in the global memory that backs the constant bank, a valid address: nothing faults, and no tool flags writes to constant data (later reads may see either value)"
---*/
#include "cuconform.h"

__constant__ int c = 1;

__global__ void child(int *out) { *out = c; }

__global__ void parent(int *out) {
    int *p = (int *)&c;
    *p = 2;
    child<<<1, 1>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
