/*---
section: "D.3.1.8"
clause: dp.api.cudadevicesynchronize
description: "CDP1: a child calls cudaDeviceSynchronize() expecting to wait for its sibling (launched by the parent, not by the child's block) and reads the sibling's output: the call only covers the caller's own block's launches."
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

__global__ void sibling(int *x) { spin(2000000); x[0] = 7; }
__global__ void reader(int *x) {
    cudaDeviceSynchronize();
    x[1] = x[0];
}

__global__ void parent(int *x) {
    sibling<<<1, 1>>>(x);
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    reader<<<1, 1, 0, s>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
