/*---
section: "D.2.2.1.1"
clause: dp.coherence.other-threads
description: "Block 1 writes a value and sets a flag; block 0 sees the flag, launches a child that reads block 1's value: only writes ordered before the launch within the block (or by the launching thread) are guaranteed."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
note: "No fence orders block 1's store to x[0] before its flag store, and the launch only carries block 0's own ordering; the child's read races."
run:
  timeout: 5
---*/
#include "cuconform.h"

__device__ volatile int g_flag;

__global__ void child(const int *in, int *out) { *out = *in; }

__global__ void parent(int *x) {
    if (blockIdx.x == 1) {
        x[0] = 77;
        g_flag = 1;
    } else {
        while (g_flag == 0) { }
        child<<<1, 1>>>(x, x + 1);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<2, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
