/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "Without __syncthreads() the child is still guaranteed to see data[0], written by the launching thread itself before the launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "41\n"
---*/
#include "cuconform.h"

__global__ void child_launch(int *data, int *out) {
   *out = data[0] + 1;
}

__global__ void parent_launch(int *data, int *out) {
   data[threadIdx.x] = threadIdx.x + 40;

   if (threadIdx.x == 0) {
       child_launch<<< 1, 1 >>>(data, out);
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
