/*---
section: "D.2.1.2"
clause: dp.scope.block-visible
description: "Thread 0 creates a stream and publishes the handle in shared memory; after __syncthreads() threads 1 and 2 launch into it in turn."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "12\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int v) { *x = *x * 10 + v; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s;
    if (threadIdx.x == 0)
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    __syncthreads();
    if (threadIdx.x == 1)
        put<<<1, 1, 0, s>>>(x, 1);
    __syncthreads();
    if (threadIdx.x == 2)
        put<<<1, 1, 0, s>>>(x, 2);
    __syncthreads();
    if (threadIdx.x == 0)
        cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
