/*---
section: "D.2.2.1.1"
clause: dp.coherence.unsynchronized
description: "Parent and child both increment the same global counter non-atomically with no synchronization between them."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void child(int *c) { *c = *c + 1; }

__global__ void parent(int *c) {
    child<<<1, 1>>>(c);
    *c = *c + 1;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
