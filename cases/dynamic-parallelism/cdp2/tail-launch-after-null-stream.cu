/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "A slow child in the NULL stream launched after the tail launch was enqueued: the tail launch still waits for it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "2 42\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *x) { spin(1000000); x[0] = 2; }
__global__ void tail(int *x) { x[1] = x[0] + 40; }

__global__ void parent(int *x) {
    tail<<<1, 1, 0, cudaStreamTailLaunch>>>(x);
    child<<<1, 1>>>(x);
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
