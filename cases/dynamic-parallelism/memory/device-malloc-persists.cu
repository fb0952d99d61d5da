/*---
section: "D.4.3.1.5"
clause: dp.malloc.device-heap
description: "A device-side cudaMalloc() allocation made by a parent is filled by its child and freed with device-side cudaFree() by a later kernel: heap memory outlives the grids."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "528 0 0\n"
---*/
#include "cuconform.h"

__device__ int *g_buf;

__global__ void fill(int *buf) { buf[threadIdx.x] = threadIdx.x + 1; }

__global__ void parent(int *out) {
    int *buf;
    out[1] = (int)cudaMalloc((void **)&buf, 32 * sizeof(int));
    g_buf = buf;
    fill<<<1, 32>>>(buf);
}

__global__ void consume(int *out) {
    int s = 0;
    for (int i = 0; i < 32; ++i) s += g_buf[i];
    out[0] = s;
    out[2] = (int)cudaFree(g_buf);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    consume<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
