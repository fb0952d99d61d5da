/*---
section: "D.2.2.1.1"
clause: dp.coherence.other-threads
description: "The example without the device-side synchronization: all 256 parent threads write, __syncthreads(), thread 0 launches; the child sees every write and the host sees data[i] = i + 1."
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
   }
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
