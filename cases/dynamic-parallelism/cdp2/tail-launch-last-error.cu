/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "cudaGetLastError() after a valid tail launch and after a valid fire-and-forget launch returns cudaSuccess."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "0 0\n"
---*/
#include "cuconform.h"

__global__ void child() { }

__global__ void parent(int *out) {
    child<<<1, 1, 0, cudaStreamTailLaunch>>>();
    out[0] = (int)cudaGetLastError();
    child<<<1, 1, 0, cudaStreamFireAndForget>>>();
    out[1] = (int)cudaGetLastError();
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
