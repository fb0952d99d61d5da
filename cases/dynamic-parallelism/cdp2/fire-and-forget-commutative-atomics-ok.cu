/*---
section: "D.3.1.2.2"
clause: dp.cdp2.faf-unordered
description: "CDP2: each of 8 parent threads launches a fire-and-forget child that atomically adds its index; the sum is the same in every order, so no ordering is relied on."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
run:
  stdout: "36\n"
---*/
#include "cuconform.h"

__global__ void add(int *x, int v) { atomicAdd(x, v); }

__global__ void parent(int *x) {
    add<<<1, 1, 0, cudaStreamFireAndForget>>>(x, threadIdx.x + 1);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 8>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
