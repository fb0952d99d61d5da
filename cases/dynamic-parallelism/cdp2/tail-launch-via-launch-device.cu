/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "cudaLaunchDevice() with stream cudaStreamTailLaunch: the tail grid reads what the launching grid wrote after the call."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "35 70 0\n"
---*/
#include "cuconform.h"

__global__ void tail(int *x) { x[1] = x[0] * 2; }

__global__ void parent(int *x) {
    void *b = cudaGetParameterBuffer(8, 8);
    *(int **)b = x;
    x[2] = (int)cudaLaunchDevice((void *)tail, b, dim3(1), dim3(1), 0, cudaStreamTailLaunch);
    x[0] = 35;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
