/*---
section: "D.2.2.1.1"
clause: dp.coherence.completion-point
description: "CDP1: block 0 launches a child and synchronizes on it, then sets a flag; block 1 sees the flag and reads the child's output: the completion guarantee covers the synchronizing block, not other blocks."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ volatile int g_done;

__global__ void child(int *x) { x[0] = 12; }

__global__ void parent(int *x) {
    if (blockIdx.x == 0) {
        child<<<1, 1>>>(x);
        cudaDeviceSynchronize();
        g_done = 1;
    } else {
        while (g_done == 0) { }
        x[1] = x[0];
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<2, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
