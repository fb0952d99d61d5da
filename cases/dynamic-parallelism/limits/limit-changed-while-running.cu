/*---
section: "D.4.3.1.4"
clause: dp.limits.set-before-launch
description: "The host changes cudaLimitDevRuntimePendingLaunchCount while a grid that launches children is still running."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *c) { atomicAdd(c, 1); }

__global__ void parent(int *c) {
    for (int i = 0; i < 100; ++i) { spin(10000); child<<<1, 1>>>(c); }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaError_t e = cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 16);
    cudaDeviceSynchronize();
    std::printf("%d\n", (int)e);
    return 0;
}
