/*---
section: "D.2.1.5"
clause: dp.exec.no-block-concurrency
description: "Each of 16 blocks writes a partial sum and increments a counter atomically; whichever block arrives last launches the finalizing child. No block waits for another, so no concurrency between blocks is assumed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "136\n"
---*/
#include "cuconform.h"

__device__ unsigned int arrived;

__global__ void finalize(const int *partial, int *out) {
    int s = 0;
    for (int i = 0; i < 16; ++i) s += partial[i];
    *out = s;
}

__global__ void parent(int *partial, int *out) {
    if (threadIdx.x == 0) {
        partial[blockIdx.x] = blockIdx.x + 1;
        __threadfence();
        if (atomicAdd(&arrived, 1) == gridDim.x - 1)
            finalize<<<1, 1>>>(partial, out);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    int *partial;
    CC_CHECK(cudaMalloc(&partial, 16 * sizeof(int)));
    parent<<<16, 32>>>(partial, d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
