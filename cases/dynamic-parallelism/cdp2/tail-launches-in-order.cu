/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-order
description: "Three tail launches from one thread apply non-commutative updates; they run in the order they were enqueued."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "123\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void put(int *x, int v, long long delay) { spin(delay); *x = *x * 10 + v; }

__global__ void parent(int *x) {
    put<<<1, 1, 0, cudaStreamTailLaunch>>>(x, 1, 1000000);
    put<<<1, 1, 0, cudaStreamTailLaunch>>>(x, 2, 500000);
    put<<<1, 1, 0, cudaStreamTailLaunch>>>(x, 3, 0);
}

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
