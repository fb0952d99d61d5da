/*---
section: "D.2.2.1.3"
clause: dp.constant.address
description: "A child takes the address of a __constant__ object and hands it back through global memory; a later kernel reads through it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "55\n"
---*/
#include "cuconform.h"

__constant__ int value = 55;
__device__ const int *g_ptr;

__global__ void child() { g_ptr = &value; }
__global__ void parent() { child<<<1, 1>>>(); }
__global__ void reader(int *out) { *out = *g_ptr; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>();
    reader<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
