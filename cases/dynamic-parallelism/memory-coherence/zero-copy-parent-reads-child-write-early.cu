/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy
description: "A parent reads a zero-copy location its child writes, right after the launch: zero-copy memory has exactly global memory's guarantees, so, as for global memory, the read races."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void child(int *zc) { zc[0] = 5; }

__global__ void parent(int *zc) {
    child<<<1, 1>>>(zc);
    zc[1] = zc[0];
}

int main() {
    int *h, *dz;
    CC_CHECK(cudaHostAlloc(&h, 2 * sizeof(int), cudaHostAllocMapped));
    h[0] = h[1] = 0;
    CC_CHECK(cudaHostGetDevicePointer(&dz, h, 0));
    parent<<<1, 1>>>(dz);
    cudaDeviceSynchronize();
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
