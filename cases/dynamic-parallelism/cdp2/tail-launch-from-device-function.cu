/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "A tail launch made from a __device__ helper; the parent writes after the helper returns and the tail grid still sees it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "100 99\n"
---*/
#include "cuconform.h"

__global__ void tail(int *x) { x[1] = x[0] - 1; }

__device__ void schedule_tail(int *x) { tail<<<1, 1, 0, cudaStreamTailLaunch>>>(x); }

__global__ void parent(int *x) {
    schedule_tail(x);
    x[0] = 100;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
