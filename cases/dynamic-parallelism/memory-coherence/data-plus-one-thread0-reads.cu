/*---
section: "D.2.2.1.1"
clause: dp.coherence.completion-point
description: "After its cudaDeviceSynchronize() the launching thread 0 is guaranteed to see every modification made by its child grid."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "32896\n"
---*/
#include "cuconform.h"

__global__ void child_launch(int *data) {
   data[threadIdx.x] = data[threadIdx.x]+1;
}

__global__ void parent_launch(int *data, int *sum) {
   data[threadIdx.x] = threadIdx.x;
   __syncthreads();
   if (threadIdx.x == 0) {
       child_launch<<< 1, 256 >>>(data);
       cudaDeviceSynchronize();
       int s = 0;
       for (int i = 0; i < 256; ++i) s += data[i];
       *sum = s;
   }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    int *data;
    CC_CHECK(cudaMalloc(&data, 256 * sizeof(int)));
    parent_launch<<<1, 256>>>(data, d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
