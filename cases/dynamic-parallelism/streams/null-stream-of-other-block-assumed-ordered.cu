/*---
section: "D.3.1.2.1"
clause: dp.streams.null-no-barrier
description: "Block 0 launches a producer into its NULL stream; block 1, after seeing block 0's flag, launches a consumer into its own NULL stream: NULL streams of different blocks have no dependency."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__device__ volatile int g_launched;

__global__ void producer(int *x) { spin(1000000); x[0] = 50; }
__global__ void consumer(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    if (blockIdx.x == 0) {
        producer<<<1, 1>>>(x);
        __threadfence();
        g_launched = 1;
    } else {
        while (g_launched == 0) { }
        consumer<<<1, 1>>>(x);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<2, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
