/*---
section: "D.2.2.1.3"
clause: dp.cdp2.constant-host-modify
description: "CDP2: the host sets a __constant__ value, runs a parent that launches a child, synchronizes, sets a new value and runs them again: no grid is running when the host modifies the constant, and each parent and child sees the value set before its launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
run:
  stdout: "3 3 8 8\n"
---*/
#include "cuconform.h"

__constant__ int c;

__global__ void child(int *out) { out[1] = c; }
__global__ void parent(int *out) {
    out[0] = c;
    child<<<1, 1>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    int v = 3;
    CC_CHECK(cudaMemcpyToSymbol(c, &v, sizeof v));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    v = 8;
    CC_CHECK(cudaMemcpyToSymbol(c, &v, sizeof v));
    parent<<<1, 1>>>(d + 2);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
