/*---
section: "D.3.1.2"
clause: dp.streams.nonblocking-required
description: "A kernel creates an array of three device streams, each with cudaStreamCreateWithFlags(cudaStreamNonBlocking), and launches one child into each."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 7 14\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int i) { x[i] = 7 * i; }

__global__ void parent(int *x) {
    cudaStream_t s[3];
    for (int i = 0; i < 3; ++i) {
        cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking);
        child<<<1, 1, 0, s[i]>>>(x, i);
    }
    for (int i = 0; i < 3; ++i) cudaStreamDestroy(s[i]);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
