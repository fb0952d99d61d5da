/*---
section: "D.3.1.2.2"
clause: dp.cdp2.fire-and-forget
description: "The parent reads a fire-and-forget child's output with no way to synchronize on it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void faf(int *x) { x[0] = 1; }

__global__ void parent(int *x) {
    faf<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
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
