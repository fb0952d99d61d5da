/*---
section: "D.2.2.1.1"
clause: dp.cdp2.no-completion-point
description: "CDP2: the parent launches a second child into the same stream as a producer and then reads the producer's output, as if the later launch were a completion point for the parent: it is not."
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

__global__ void producer(int *x) { x[0] = 12; }
__global__ void marker(int *x) { x[2] = 1; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    producer<<<1, 1, 0, s>>>(x);
    marker<<<1, 1, 0, s>>>(x);
    x[1] = x[0] * 2;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[3] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
