/*---
section: "D.3.1.8"
clause: dp.api.cudadevicesynchronize
description: "Block 0 calls cudaDeviceSynchronize() and then reads the output of a child launched by block 1: the call only waits for the caller's own block."
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

__global__ void child(int *x) { spin(1000000); x[0] = 1; }

__global__ void parent(int *x) {
    if (blockIdx.x == 1)
        child<<<1, 1>>>(x);
    if (blockIdx.x == 0) {
        spin(100000);
        cudaDeviceSynchronize();
        x[1] = x[0];
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<2, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
