/*---
section: "D.3.1.7"
clause: dp.errors.last-error-per-thread
description: "Only one thread of a 64-thread block makes a failing launch; after __syncthreads() every other thread's cudaPeekAtLastError() is cudaSuccess."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "18\n"
---*/
#include "cuconform.h"

__global__ void child() { }

__global__ void parent(int *out) {
    if (threadIdx.x == 17)
        child<<<0, 1>>>();
    __syncthreads();
    if (cudaPeekAtLastError() != cudaSuccess)
        atomicAdd(&out[0], 1 + threadIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 64>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
