/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "The parent overwrites a location after launching a child that reads it: the child may see either value (a race)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void child(const int *in, int *out) { *out = *in; }

__global__ void parent(int *in, int *out) {
    *in = 1;
    child<<<1, 1>>>(in, out);
    *in = 2;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d, d + 1);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h[1]);
    return 0;
}
