/*---
section: "D.2.2.1.1"
clause: dp.coherence.other-threads
description: "Thread 1 writes and issues __threadfence() but nothing orders its write before thread 0's launch; the child reading it races."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void child(const int *in, int *out) { *out = in[1]; }

__global__ void parent(int *in, int *out) {
    if (threadIdx.x == 1) {
        in[1] = 5;
        __threadfence();
    }
    if (threadIdx.x == 0)
        child<<<1, 1>>>(in, out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 32>>>(d, d + 2);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
