/*---
section: "D.2.2.1.1"
clause: dp.coherence.completion-point
description: "After cudaDeviceSynchronize() thread 0 sees the child's writes, and after the second __syncthreads() every parent thread does: each thread doubles its element."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "256\n"
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
   data[threadIdx.x] = data[threadIdx.x] * 2;
}

int main() {
    int *data;
    CC_CHECK(cudaMalloc(&data, 256 * sizeof(int)));
    parent_launch<<<1, 256>>>(data);
    CC_SYNC();
    int h[256];
    CC_CHECK(cudaMemcpy(h, data, sizeof h, cudaMemcpyDeviceToHost));
    int good = 0;
    for (int i = 0; i < 256; ++i) good += h[i] == 2 * (i + 1);
    std::printf("%d\n", good);
    return 0;
}
