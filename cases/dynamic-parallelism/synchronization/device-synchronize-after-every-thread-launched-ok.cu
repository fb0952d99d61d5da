/*---
section: "D.3.1.4.1"
clause: dp.sync.not-block-barrier
description: "CDP1: every thread of a 64-thread block launches a child; after __syncthreads() thread 0 calls cudaDeviceSynchronize() and sums all children's outputs."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "64\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int i) { x[i] = 1; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x, threadIdx.x);
    __syncthreads();
    if (threadIdx.x == 0) {
        cudaDeviceSynchronize();
        int s = 0;
        for (int i = 0; i < 64; ++i) s += x[i];
        x[64] = s;
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 65 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 65 * sizeof(int)));
    parent<<<1, 64>>>(d);
    CC_SYNC();
    int h = 0;
    CC_CHECK(cudaMemcpy(&h, d + 64, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
