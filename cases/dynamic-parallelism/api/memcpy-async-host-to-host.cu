/*---
section: "D.3.1.8"
clause: dp.api.memcpy-device-to-device
description: "Device-side cudaMemcpyAsync() with kind cudaMemcpyHostToHost between two pinned host buffers: only device-to-device copies are permitted."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-side cudaMemcpyAsync() with a kind other than device-to-device on buffers the device can reach: the device runtime may copy or return an error the code only records; no memory access goes wrong for a tool to see"
---*/
#include "cuconform.h"

__global__ void parent(int *dst, const int *src) {
    cudaMemcpyAsync(dst, src, 4 * sizeof(int), cudaMemcpyHostToHost, 0);
}

int main() {
    int *a, *b;
    CC_CHECK(cudaHostAlloc(&a, 4 * sizeof(int), cudaHostAllocMapped));
    CC_CHECK(cudaHostAlloc(&b, 4 * sizeof(int), cudaHostAllocMapped));
    for (int i = 0; i < 4; ++i) { a[i] = i; b[i] = 0; }
    parent<<<1, 1>>>(b, a);
    cudaDeviceSynchronize();
    std::printf("%d %d %d %d\n", b[0], b[1], b[2], b[3]);
    return 0;
}
