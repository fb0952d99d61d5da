/*---
section: "D.2.2.1.5"
clause: dp.local.no-pass
description: "Storage passed to a child allocated with device-side cudaMalloc() in the parent (global heap) is valid for the child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "48\n"
---*/
#include "cuconform.h"

__device__ int *g_arr;

__global__ void child(int *a) { a[threadIdx.x] = 3; }

__global__ void parent() {
    int *a;
    cudaMalloc((void **)&a, 16 * sizeof(int));
    g_arr = a;
    child<<<1, 16>>>(a);
}

__global__ void consume(int *out) {
    int s = 0;
    for (int i = 0; i < 16; ++i) s += g_arr[i];
    *out = s;
    cudaFree(g_arr);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>();
    consume<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
