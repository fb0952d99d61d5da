/*---
section: "D.3.1.2.2"
clause: dp.cdp2.faf-unordered
description: "CDP2: the parent writes a value after launching a fire-and-forget child that reads it: fire-and-forget work is not ordered with the launching grid's later work."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void reader(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    reader<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    x[0] = 99;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
