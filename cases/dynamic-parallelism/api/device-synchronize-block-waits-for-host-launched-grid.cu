/*---
section: "D.3.1.8"
clause: dp.api.cudadevicesynchronize
description: "CDP1: a kernel calls cudaDeviceSynchronize() to wait for another grid the host launched concurrently into a different stream: device-side synchronization covers only work launched by the caller's block."
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

__global__ void other(int *x) { spin(2000000); x[0] = 3; }
__global__ void waiter(int *x) {
    cudaDeviceSynchronize();
    x[1] = x[0] + 1;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    cudaStream_t a, b;
    CC_CHECK(cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking));
    CC_CHECK(cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking));
    other<<<1, 1, 0, a>>>(d);
    waiter<<<1, 1, 0, b>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
