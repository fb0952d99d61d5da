/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "Thread 0 of block 0 tail-launches a summing kernel; it starts only after all 4 blocks of the launching grid have completed, so it sees every block's writes."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "256\n"
---*/
#include "cuconform.h"

__global__ void sum(const int *data, int *out) {
    int s = 0;
    for (int i = 0; i < 256; ++i) s += data[i];
    *out = s;
}

__global__ void parent(int *data, int *out) {
    if (blockIdx.x == 0 && threadIdx.x == 0)
        sum<<<1, 1, 0, cudaStreamTailLaunch>>>(data, out);
    data[blockIdx.x * blockDim.x + threadIdx.x] = 1;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    int *data;
    CC_CHECK(cudaMalloc(&data, 256 * sizeof(int)));
    parent<<<4, 64>>>(data, d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
