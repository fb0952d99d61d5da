/*---
section: "D.2.2.1.1"
clause: dp.coherence.other-threads
description: "The example without the first __syncthreads(): the child reads data[1..255] written by other parent threads with no ordering before the launch; only data[0] is guaranteed."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void child_launch(int *data) {
   data[threadIdx.x] = data[threadIdx.x]+1;
}

__global__ void parent_launch(int *data) {
   data[threadIdx.x] = threadIdx.x;

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
