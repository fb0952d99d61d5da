/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "A fire-and-forget child that itself fire-and-forgets a grandchild: the parent's tail launch sees the grandchild's write."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "9 99\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void grandchild(int *x) { spin(1000000); x[0] = 9; }
__global__ void child(int *x) { grandchild<<<1, 1, 0, cudaStreamFireAndForget>>>(x); }
__global__ void tail(int *x) { x[1] = x[0] * 11; }

__global__ void parent(int *x) {
    child<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
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
