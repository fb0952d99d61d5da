/*---
section: "D.2.2.1.3"
clause: dp.cdp2.constant-host-modify
description: "CDP2: while a parent grid and its child read a __constant__ value, the host copies a new value to the symbol on another non-blocking stream: a host modification during a grid that accesses the constant."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
witness:
  unobservable: "which value each read sees is not defined, and no tool orders a host copy to constant memory against the reads of a running grid"
---*/
#include "cuconform.h"

__constant__ int c;

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *out) { spin(1000000); out[1] = c; }
__global__ void parent(int *out) {
    out[0] = c;
    child<<<1, 1>>>(out);
    spin(1000000);
    out[2] = c;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    int v = 3;
    CC_CHECK(cudaMemcpyToSymbol(c, &v, sizeof v));
    cudaStream_t other;
    CC_CHECK(cudaStreamCreateWithFlags(&other, cudaStreamNonBlocking));
    parent<<<1, 1>>>(d);
    int w = 8;
    CC_CHECK(cudaMemcpyToSymbolAsync(c, &w, sizeof w, 0, cudaMemcpyHostToDevice, other));
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
