/*---
section: "D.3.1.4.1"
clause: dp.sync.not-block-barrier
description: "CDP1: each of 4 threads launches its own child, calls cudaDeviceSynchronize() and reads only its own child's output: the one assumption the caller may make without __syncthreads()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "20 21 22 23 0 1 2 3\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int i) { x[i] = i + 20; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x, threadIdx.x);
    cudaDeviceSynchronize();
    x[threadIdx.x + 4] = x[threadIdx.x] - 20;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<1, 4>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
