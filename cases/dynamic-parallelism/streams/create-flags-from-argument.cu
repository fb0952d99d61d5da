/*---
section: "D.3.1.2"
clause: dp.streams.nonblocking-required
description: "The stream flags come from a kernel argument, and the host passes cudaStreamDefault: the device stream is created without cudaStreamNonBlocking."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device stream created without cudaStreamNonBlocking: the device runtime may return an error the code does not read (the launch then names an unset handle) or accept it; no tool here checks device-runtime calls"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 2; }

__global__ void parent(int *x, unsigned flags) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, flags);
    child<<<1, 1, 0, s>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d, cudaStreamDefault);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
