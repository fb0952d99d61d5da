/*---
section: "D.4.3.1.5"
clause: dp.malloc.device-heap
description: "With an 8 MB device heap, a device-side cudaMalloc() of 64 MB fails although the device has far more free memory, while a host cudaMalloc() of 64 MB succeeds."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "device-failed=1 host-failed=0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    void *p = nullptr;
    cudaError_t e = cudaMalloc(&p, 64u << 20);
    out[0] = e != cudaSuccess || p == nullptr;
}

__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 8u << 20));
    void *big;
    cudaError_t host = cudaMalloc(&big, 64u << 20);
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("device-failed=%d host-failed=%d\n", h, host != cudaSuccess);
    return 0;
}
