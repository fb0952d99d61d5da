/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "A grandchild reads a location its grandparent writes after launching the child: only writes before a grid's invocation are guaranteed visible to it (and its descendants)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void grandchild(int *x) { x[1] = x[0]; }
__global__ void child(int *x) { grandchild<<<1, 1>>>(x); }

__global__ void parent(int *x) {
    x[0] = 1;
    child<<<1, 1>>>(x);
    spin(100000);
    x[0] = 2;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
