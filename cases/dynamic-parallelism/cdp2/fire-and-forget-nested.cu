/*---
section: "D.3.1.2.2"
clause: dp.cdp2.fire-and-forget
description: "Fire-and-forget launches nested three deep, each counting itself: all 1 + 2 + 4 grids complete before the root grid does."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "7\n"
---*/
#include "cuconform.h"

__global__ void node(int *count, int level) {
    atomicAdd(count, 1);
    if (level < 2) {
        node<<<1, 1, 0, cudaStreamFireAndForget>>>(count, level + 1);
        node<<<1, 1, 0, cudaStreamFireAndForget>>>(count, level + 1);
    }
}

__global__ void root(int *count) { node<<<1, 1, 0, cudaStreamFireAndForget>>>(count, 0); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    root<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
