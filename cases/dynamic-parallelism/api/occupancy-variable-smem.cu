/*---
section: "D.3.1.8"
clause: dp.api.cudaoccupancymaxpotentialblocksizevariablesmem
description: "Device-side cudaOccupancyMaxPotentialBlockSizeVariableSMem() with a block-size-to-shared-memory functor gives the host's answer."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 1\n"
---*/
#include "cuconform.h"

__global__ void target(float *x) { extern __shared__ float s[]; s[threadIdx.x] = 1; x[threadIdx.x] = s[threadIdx.x]; }

struct SmemPerBlock {
    __host__ __device__ size_t operator()(int block) const { return block * 16; }
};

__global__ void child(int *out) {
    int grid = -1, block = -1;
    out[0] = (int)cudaOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, target, SmemPerBlock(), 0);
    out[1] = grid;
    out[2] = block;
}

__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int grid, block;
    CC_CHECK(cudaOccupancyMaxPotentialBlockSizeVariableSMem(&grid, &block, target, SmemPerBlock(), 0));
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d\n", h[0], h[1] == grid, h[2] == block);
    return 0;
}
