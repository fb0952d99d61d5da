/*---
section: "D.2.2.1.1"
clause: dp.coherence.completion-point
description: "CDP1: the launching thread reads the child's output between the launch and its cudaDeviceSynchronize(): before the completion point the child's writes are not guaranteed visible."
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

__global__ void child(int *x) { spin(500000); x[0] = 4; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x);
    int early = x[0];
    cudaDeviceSynchronize();
    x[1] = early;
    x[2] = x[0];
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
