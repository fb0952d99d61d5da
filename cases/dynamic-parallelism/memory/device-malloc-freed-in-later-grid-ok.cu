/*---
section: "D.4.3.1.5"
clause: dp.malloc.no-cross-free
description: "A pointer from device-side cudaMalloc() is kept in a __device__ variable and freed with device-side cudaFree() by a later host-launched grid: still freed on the device side that allocated it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "33\n"
---*/
#include "cuconform.h"

__device__ int *g_block;

__global__ void child(int *p) { p[0] = 33; }
__global__ void alloc_and_use(int *out) {
    int *p = nullptr;
    if (cudaMalloc((void **)&p, sizeof(int)) != cudaSuccess) return;
    g_block = p;
    child<<<1, 1>>>(p);
}
__global__ void read_and_free(int *out) {
    *out = g_block[0];
    cudaFree(g_block);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    alloc_and_use<<<1, 1>>>(d);
    read_and_free<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
