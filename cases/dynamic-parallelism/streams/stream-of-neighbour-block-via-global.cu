/*---
section: "D.2.1.2"
clause: dp.scope.block-private
description: "CDP1: every block creates a stream and stores it in a __device__ array; each block then launches into the stream of block (blockIdx.x + 1) % gridDim.x."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__device__ cudaStream_t g_streams[4];
__device__ int g_count;

__global__ void child(int *x, int i) { x[i] = 1; }

__global__ void parent(int *x) {
    cudaStreamCreateWithFlags(&g_streams[blockIdx.x], cudaStreamNonBlocking);
    __threadfence();
    atomicAdd(&g_count, 1);
    while (atomicAdd(&g_count, 0) < gridDim.x) { }
    child<<<1, 1, 0, g_streams[(blockIdx.x + 1) % gridDim.x]>>>(x, blockIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<4, 1>>>(d);
    cudaDeviceSynchronize();
    int h[4] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
