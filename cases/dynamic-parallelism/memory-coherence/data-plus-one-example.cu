/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "The guide's child_launch/parent_launch example: thanks to the first __syncthreads() the child sees data[i] = i for all 256 elements and adds 1; after the parent's cudaDeviceSynchronize() the result is visible."
verdict: ok
until: "12.0"
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [example]
requires:
  features: [cdp]
run:
  stdout: "256\n"
note: "main() added to complete the fragment; it counts the elements equal to i + 1. Device-side cudaDeviceSynchronize() is valid per this (CUDA 11.6) appendix."
---*/
#include "cuconform.h"

__global__ void child_launch(int *data) {
   data[threadIdx.x] = data[threadIdx.x]+1;
}

__global__ void parent_launch(int *data) {
   data[threadIdx.x] = threadIdx.x;

   __syncthreads();

   if (threadIdx.x == 0) {
       child_launch<<< 1, 256 >>>(data);
       cudaDeviceSynchronize();
   }

   __syncthreads();
}

void host_launch(int *data) {
    parent_launch<<< 1, 256 >>>(data);
}

int main() {
    int *data;
    CC_CHECK(cudaMalloc(&data, 256 * sizeof(int)));
    CC_CHECK(cudaMemset(data, 0, 256 * sizeof(int)));
    host_launch(data);
    CC_SYNC();
    int h[256];
    CC_CHECK(cudaMemcpy(h, data, sizeof h, cudaMemcpyDeviceToHost));
    int good = 0;
    for (int i = 0; i < 256; ++i) good += h[i] == i + 1;
    std::printf("%d\n", good);
    return 0;
}
