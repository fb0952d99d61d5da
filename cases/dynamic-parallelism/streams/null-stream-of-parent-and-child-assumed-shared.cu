/*---
section: "D.3.1.2.1"
clause: dp.streams.null-stream-shared
description: "A parent launches a slow producer into its NULL stream and a child; the child launches a consumer into its own NULL stream, as if it were the parent's: the implicit stream is per block."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void producer(int *x) { spin(1000000); x[0] = 4; }
__global__ void consumer(int *x) { x[1] = x[0]; }
__global__ void child(int *x) { consumer<<<1, 1>>>(x); }

__global__ void parent(int *x) {
    producer<<<1, 1>>>(x);
    child<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
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
