/*---
section: "D.3.1.4"
clause: dp.sync.not-block-barrier
description: "Thread 1 launches a child; after __syncthreads() thread 0's cudaDeviceSynchronize() also waits for that child (it covers work launched by any thread of the block)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "5 6\n"
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
    __syncthreads();
    if (threadIdx.x == 0) {
        cudaDeviceSynchronize();
        x[1] = x[0] + 1;
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
