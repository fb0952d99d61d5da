/*---
section: "D.3.1.4.1"
clause: dp.sync.not-block-barrier
description: "CDP1: thread 0 calls cudaDeviceSynchronize() first and only then joins __syncthreads(), after which it reads the output of a child thread 1 launched: the synchronize may have run before that launch."
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

__global__ void child(int *x) { spin(1000000); x[0] = 9; }

__global__ void parent(int *x) {
    if (threadIdx.x == 0) cudaDeviceSynchronize();
    if (threadIdx.x == 1) { spin(100000); child<<<1, 1>>>(x); }
    __syncthreads();
    if (threadIdx.x == 0) x[1] = x[0];
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
