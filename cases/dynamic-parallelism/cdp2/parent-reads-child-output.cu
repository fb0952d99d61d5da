/*---
section: "D.2.2.1.1"
clause: dp.cdp2.no-completion-point
description: "CDP2: the parent reads its child's output after the launch, with no completion point to wait on: a race"
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

__global__ void child(int *x) { x[0] = 5; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x);
    x[1] = x[0];
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
