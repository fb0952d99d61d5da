/*---
section: "D.2.2.1.4"
clause: dp.mem.distinct-local-shared
description: "CDP2: a child publishes the address of its __shared__ array through global memory and the parent's tail launch dereferences it: shared memory referenced outside its block is undefined."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

__device__ int *g_shared_addr;

__global__ void child() {
    __shared__ int buf[4];
    buf[threadIdx.x] = threadIdx.x + 1;
    __syncthreads();
    if (threadIdx.x == 0) g_shared_addr = buf;
}

__global__ void reader(int *out) { *out = g_shared_addr[2]; }

__global__ void parent(int *out) {
    child<<<1, 4>>>();
    reader<<<1, 1, 0, cudaStreamTailLaunch>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
