/*---
section: "D.3.1.2.2"
clause: dp.cdp2.faf-unordered
description: "CDP2: four fire-and-forget children write disjoint elements and nothing reads them before the host: correct in any order."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
run:
  stdout: "10 11 12 13\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int i) { x[i] = 10 + i; }

__global__ void parent(int *x) {
    for (int i = 0; i < 4; ++i)
        put<<<1, 1, 0, cudaStreamFireAndForget>>>(x, i);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
