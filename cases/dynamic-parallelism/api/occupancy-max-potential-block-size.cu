/*---
section: "D.3.1.8"
clause: dp.api.cudaoccupancymaxpotentialblocksize
description: "Device-side cudaOccupancyMaxPotentialBlockSize() gives the host's minGridSize and blockSize for the same kernel."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 1\n"
---*/
#include "cuconform.h"

__global__ void target(float *x) { x[threadIdx.x] *= 2; }

__global__ void child(int *out) {
    int grid = -1, block = -1;
    out[0] = (int)cudaOccupancyMaxPotentialBlockSize(&grid, &block, target, 0, 0);
    out[1] = grid;
    out[2] = block;
}

__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int grid, block;
    CC_CHECK(cudaOccupancyMaxPotentialBlockSize(&grid, &block, target, 0, 0));
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d\n", h[0], h[1] == grid, h[2] == block);
    return 0;
}
