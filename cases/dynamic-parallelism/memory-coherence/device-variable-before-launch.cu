/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "A __device__ variable written by the parent thread before the launch is seen by the child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "10\n"
---*/
#include "cuconform.h"

__device__ int g;

__global__ void child(int *out) { *out = g * 2; }

__global__ void parent(int *out) {
    g = 5;
    child<<<1, 1>>>(out);
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
