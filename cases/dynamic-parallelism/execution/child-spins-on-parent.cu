/*---
section: "D.2.2.1.1"
clause: dp.coherence.unsynchronized
description: "The parent writes a flag after the launch and the child spins on it: outside the launch point parent and child accesses to the same location race, so the child may never observe the write (the program need not run parent and child concurrently to end, so the start guarantee is not what is at stake)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void child(volatile int *flag, int *out) {
    while (*flag == 0) { }
    *out = 1;
}

__global__ void parent(volatile int *flag, int *out) {
    child<<<1, 1>>>(flag, out);
    __threadfence();
    *flag = 1;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d, d + 1);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
