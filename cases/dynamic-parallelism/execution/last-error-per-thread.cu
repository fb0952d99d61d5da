/*---
section: "D.3.1.7"
clause: dp.errors.last-error-per-thread
description: "Thread 0 makes a failing launch and thread 1 a valid one: each thread's cudaGetLastError() reports only its own launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { }

__global__ void parent(int *out) {
    if (threadIdx.x == 0)
        child<<<1, 4096>>>(out);
    else
        child<<<1, 32>>>(out);
    __syncthreads();
    out[threadIdx.x] = cudaGetLastError() != cudaSuccess;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 2>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
