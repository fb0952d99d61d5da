/*---
section: "D.2.2.1.1"
clause: dp.cdp2.no-completion-point
description: "CDP2: the child's output is consumed by a second host-launched kernel after the first parent grid (and so its child) completed, not by the parent itself."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
run:
  stdout: "17 18\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 17; }
__global__ void parent(int *x) { child<<<1, 1>>>(x); }
__global__ void next(int *x) { x[1] = x[0] + 1; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    next<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
