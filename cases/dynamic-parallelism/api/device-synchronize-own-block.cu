/*---
section: "D.3.1.8"
clause: dp.api.cudadevicesynchronize
description: "Device-side cudaDeviceSynchronize() in each of 4 blocks waits for that block's own child; each block then reads its own child's result."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 4 10 20 30 40\n"
---*/
#include "cuconform.h"

__global__ void child(int *slot, int v) { *slot = v; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x + blockIdx.x, blockIdx.x + 1);
    cudaDeviceSynchronize();
    x[4 + blockIdx.x] = x[blockIdx.x] * 10;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<4, 1>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
