/*---
section: "D.3.1.8"
clause: dp.api.cudagetlasterror
description: "Device-side cudaGetLastError() after a valid launch returns cudaSuccess, and after a failing one returns that launch's error."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1\n"
---*/
#include "cuconform.h"

__global__ void child() { }

__global__ void parent(int *out) {
    child<<<1, 1>>>();
    out[0] = (int)cudaGetLastError();
    child<<<1, 0>>>();
    out[1] = cudaGetLastError() == cudaErrorInvalidConfiguration;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
