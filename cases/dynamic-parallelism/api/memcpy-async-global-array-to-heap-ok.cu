/*---
section: "D.3.1.8"
clause: dp.api.memcpy-device-to-device
description: "Device-side cudaMemcpyAsync() from a __device__ array to device-side cudaMalloc() memory, kind cudaMemcpyDeviceToDevice, then a child reads the copy (same stream)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "9\n"
---*/
#include "cuconform.h"

__device__ int g_src[4] = {3, 1, 4, 1};

__global__ void sum(const int *p, int *out) { *out = p[0] + p[1] + p[2] + p[3]; }

__global__ void parent(int *out) {
    int *tmp = nullptr;
    if (cudaMalloc((void **)&tmp, 4 * sizeof(int)) != cudaSuccess) return;
    cudaMemcpyAsync(tmp, g_src, 4 * sizeof(int), cudaMemcpyDeviceToDevice, 0);
    sum<<<1, 1>>>(tmp, out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
