/*---
section: "D.3.1.2.2"
clause: dp.cdp2.fire-and-forget
description: "CDP2: a fire-and-forget child and then a named-stream child that reads its output: the fire-and-forget grid runs independently of the launcher's other work, so nothing orders the read after the write."
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

__global__ void faf(int *x) { spin(1000000); x[0] = 21; }
__global__ void reader(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    faf<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
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
