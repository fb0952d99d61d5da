/*---
section: "D.4.3.1.5"
clause: dp.malloc.no-cross-free
description: "CDP2: memory a parent gets from device-side cudaMalloc() is used by a child and freed by device-side cudaFree() in a tail-launched kernel: allocated and freed on the device."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "25\n"
---*/
#include "cuconform.h"

__global__ void use(int *tmp, int *out) { tmp[0] = 5; *out = tmp[0] * 5; }
__global__ void release(int *tmp) { cudaFree(tmp); }

__global__ void parent(int *out) {
    int *tmp = nullptr;
    if (cudaMalloc((void **)&tmp, sizeof(int)) != cudaSuccess) return;
    use<<<1, 1>>>(tmp, out);
    release<<<1, 1, 0, cudaStreamTailLaunch>>>(tmp);
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
