/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "In each of 8 blocks all threads write their slice, __syncthreads(), then thread 0 launches a child that sums the slice."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "64 128 192 256 320 384 448 512\n"
---*/
#include "cuconform.h"

__global__ void child(const int *slice, int *out) {
    __shared__ int s;
    if (threadIdx.x == 0) s = 0;
    __syncthreads();
    atomicAdd(&s, slice[threadIdx.x]);
    __syncthreads();
    if (threadIdx.x == 0) *out = s;
}

__global__ void parent(int *data, int *sums) {
    int *slice = data + blockIdx.x * blockDim.x;
    slice[threadIdx.x] = blockIdx.x + 1;
    __syncthreads();
    if (threadIdx.x == 0)
        child<<<1, blockDim.x>>>(slice, sums + blockIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    int *data;
    CC_CHECK(cudaMalloc(&data, 8 * 64 * sizeof(int)));
    parent<<<8, 64>>>(data, d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
