/*---
section: "D.3.1.8"
clause: dp.api.cudadevicesynchronize
description: "CDP1: one thread launches two children into different streams and calls cudaDeviceSynchronize(); both children, launched by the caller's own block, have completed when it returns."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4 5 9\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void slow(int *x, int i, int v) { spin(500000); x[i] = v; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    slow<<<1, 1>>>(x, 0, 4);
    slow<<<1, 1, 0, s>>>(x, 1, 5);
    cudaDeviceSynchronize();
    x[2] = x[0] + x[1];
    cudaStreamDestroy(s);
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
