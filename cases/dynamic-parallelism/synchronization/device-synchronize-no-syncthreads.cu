/*---
section: "D.3.1.4.1"
clause: dp.sync.not-block-barrier
description: "Thread 1 launches a child and thread 0 calls cudaDeviceSynchronize() with no __syncthreads() in between: thread 0 can assume nothing about thread 1's launch, so its read races."
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

__global__ void child(int *x) { spin(1000000); x[0] = 5; }

__global__ void parent(int *x) {
    if (threadIdx.x == 1)
        child<<<1, 1>>>(x);
    if (threadIdx.x == 0) {
        cudaDeviceSynchronize();
        x[1] = x[0] + 1;
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 64>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
