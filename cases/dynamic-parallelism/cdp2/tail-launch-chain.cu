/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "A kernel tail-launches itself 10 times (each tail-launched grid becomes the next launcher); each run sees the previous count."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "10\n"
---*/
#include "cuconform.h"

__global__ void step(int *x, int remaining) {
    *x = *x + 1;
    if (remaining > 1)
        step<<<1, 1, 0, cudaStreamTailLaunch>>>(x, remaining - 1);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    step<<<1, 1>>>(d, 10);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
