/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "A slow fire-and-forget child writes x; a tail launch from the same grid begins only after it has completed and reads x."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "50 51\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void faf(int *x) { spin(1000000); x[0] = 50; }
__global__ void tail(int *x) { x[1] = x[0] + 1; }

__global__ void parent(int *x) {
    faf<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    tail<<<1, 1, 0, cudaStreamTailLaunch>>>(x);
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
