/*---
section: "D.3.1.2.2"
clause: dp.cdp2.faf-unordered
description: "The ordering a program needs between two pieces of work expressed correctly: the consumer is a tail launch, which follows every fire-and-forget child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "1 2\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void first(int *x) { spin(1000000); x[0] = 1; }
__global__ void second(int *x) { x[1] = x[0] + 1; }

__global__ void parent(int *x) {
    first<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    second<<<1, 1, 0, cudaStreamTailLaunch>>>(x);
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
