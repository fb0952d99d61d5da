/*---
section: "D.3.1.4"
clause: dp.sync.device-synchronize
description: "cudaDeviceSynchronize() called from a __device__ helper of the parent."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "8 9\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 8; }

__device__ int launch_and_wait(int *x) {
    child<<<1, 1>>>(x);
    cudaDeviceSynchronize();
    return x[0];
}

__global__ void parent(int *x) { x[1] = launch_and_wait(x) + 1; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
