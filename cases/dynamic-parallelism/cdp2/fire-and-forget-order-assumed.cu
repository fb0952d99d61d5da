/*---
section: "D.3.1.2.2"
clause: dp.cdp2.faf-unordered
description: "Two fire-and-forget launches where the second reads what the first writes: fire-and-forget grids are not ordered with each other."
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

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void first(int *x) { spin(1000000); x[0] = 1; }
__global__ void second(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    first<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    second<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
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
