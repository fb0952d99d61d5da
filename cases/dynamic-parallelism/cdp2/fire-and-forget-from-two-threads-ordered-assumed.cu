/*---
section: "D.3.1.2.2"
clause: dp.cdp2.faf-unordered
description: "CDP2: thread 0 launches a fire-and-forget producer, __syncthreads(), then thread 1 launches a fire-and-forget consumer of its output: ordering the launches does not order fire-and-forget grids."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
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

__global__ void producer(int *x) { spin(1000000); x[0] = 5; }
__global__ void consumer(int *x) { x[1] = x[0] + 1; }

__global__ void parent(int *x) {
    if (threadIdx.x == 0) producer<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    __syncthreads();
    if (threadIdx.x == 1) consumer<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 2>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
