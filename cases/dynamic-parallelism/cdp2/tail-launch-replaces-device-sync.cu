/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "The guide's data[i]+1 example rewritten for CDP2: the parent's post-synchronization work moves into a tail launch, which sees the child's modifications."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "256\n"
---*/
#include "cuconform.h"

__global__ void child_launch(int *data) {
   data[threadIdx.x] = data[threadIdx.x]+1;
}

__global__ void after_child(int *data) {
   data[threadIdx.x] = data[threadIdx.x] * 2;
}

__global__ void parent_launch(int *data) {
   data[threadIdx.x] = threadIdx.x;
   __syncthreads();
   if (threadIdx.x == 0) {
       child_launch<<< 1, 256 >>>(data);
       after_child<<< 1, 256, 0, cudaStreamTailLaunch >>>(data);
   }
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
