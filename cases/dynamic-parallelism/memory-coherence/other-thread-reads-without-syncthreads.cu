/*---
section: "D.2.2.1.1"
clause: dp.coherence.completion-point
description: "Thread 1 reads the child's result after thread 0's cudaDeviceSynchronize() but without the second __syncthreads(): the modification is not guaranteed to be visible to it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void child(int *data) { data[0] = 99; }

__global__ void parent(int *data, int *out) {
   if (threadIdx.x == 0) {
       child<<<1, 1>>>(data);
       cudaDeviceSynchronize();
   }
   if (threadIdx.x == 1)
       *out = data[0];
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 32>>>(d, d + 1);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
