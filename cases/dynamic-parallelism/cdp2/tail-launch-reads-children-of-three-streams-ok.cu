/*---
section: "D.2.2.1.1"
clause: dp.cdp2.no-completion-point
description: "CDP2: children in a named stream, the NULL stream and the fire-and-forget stream each write one value; the parent reads none of them itself and leaves the sum to a tail launch, which sees all three."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
run:
  stdout: "1 2 4 7\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int i, int v) { x[i] = v; }
__global__ void total(int *x) { x[3] = x[0] + x[1] + x[2]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    put<<<1, 1, 0, s>>>(x, 0, 1);
    put<<<1, 1>>>(x, 1, 2);
    put<<<1, 1, 0, cudaStreamFireAndForget>>>(x, 2, 4);
    total<<<1, 1, 0, cudaStreamTailLaunch>>>(x);
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
