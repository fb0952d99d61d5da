/*---
section: "D.3.1.4.1"
clause: dp.sync.not-block-barrier
description: "CDP1: thread 32 (second warp) launches a child; thread 0 calls __syncwarp(), then cudaDeviceSynchronize(), then reads the child's output: a warp barrier does not order another warp's launch."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *x) { spin(1000000); x[0] = 8; }

__global__ void parent(int *x) {
    if (threadIdx.x == 32) child<<<1, 1>>>(x);
    __syncwarp();
    if (threadIdx.x == 0) {
        cudaDeviceSynchronize();
        x[1] = x[0];
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 64>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
