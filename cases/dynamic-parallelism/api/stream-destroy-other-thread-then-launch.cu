/*---
section: "D.3.1.8"
clause: dp.api.cudastreamdestroy
description: "Thread 0 destroys a block-shared device stream, and after __syncthreads() thread 1 launches a child into it: the handle no longer names a stream."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[threadIdx.x] = 1; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s;
    if (threadIdx.x == 0) {
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        cudaStreamDestroy(s);
    }
    __syncthreads();
    if (threadIdx.x == 1) child<<<1, 2, 0, s>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 2>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
