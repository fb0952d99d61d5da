/*---
section: "D.3.1.6.4"
clause: dp.constant.store-through-pointer
description: "A const pointer to a __constant__ table is passed parent -> child -> grandchild, which only reads through it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2 3 5 7\n"
---*/
#include "cuconform.h"

__constant__ int c_lut[4] = {2, 3, 5, 7};

__global__ void grandchild(const int *lut, int *out) { out[threadIdx.x] = lut[threadIdx.x]; }
__global__ void child(const int *lut, int *out) { grandchild<<<1, 4>>>(lut, out); }
__global__ void parent(int *out) { child<<<1, 1>>>(&c_lut[0], out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
