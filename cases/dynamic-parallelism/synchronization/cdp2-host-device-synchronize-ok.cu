/*---
section: "D.3.1.4"
clause: dp.sync.cdp2-removed
description: "CDP2: host-side cudaDeviceSynchronize() is unaffected by the removal; a program whose kernels only launch children and whose host synchronizes is valid."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "64\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { *x = 64; }
__global__ void parent(int *x) { child<<<1, 1>>>(x); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
