/*---
section: "D.3.1.1.1"
clause: dp.exec.no-start-guarantee
description: "CDP2: a parent thread spins until a fire-and-forget child bumps a counter: the child need not begin before the parent completes, so the parent may spin forever."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  timeout: 5
witness:
  unobservable: "a forward-progress assumption (a thread spins until another block or grid runs): on an H100 or H200 the other side is resident or starts, the spin ends, and no tool reports a missing guarantee"
---*/
#include "cuconform.h"

__global__ void child(int *count) { atomicAdd(count, 1); }

__global__ void parent(int *x) {
    child<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    while (atomicAdd(x, 0) == 0) { }
    x[1] = 1;
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
