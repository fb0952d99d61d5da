/*---
section: "D.2.2"
clause: dp.mem.distinct-local-shared
description: "Parent and child both declare a __shared__ array; the child's writes to its own shared memory do not change the parent's, and each block sees its own values."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 2 3 103 102 101 100\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    __shared__ int s[4];
    s[threadIdx.x] = 100 + threadIdx.x;
    __syncthreads();
    out[4 + threadIdx.x] = s[3 - threadIdx.x];
}

__global__ void parent(int *out) {
    __shared__ int s[4];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0)
        child<<<1, 4>>>(out);
    out[threadIdx.x] = s[threadIdx.x];
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<1, 4>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
