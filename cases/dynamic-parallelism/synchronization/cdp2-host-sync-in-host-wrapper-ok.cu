/*---
section: "D.3.1.4"
clause: dp.sync.cdp2-removed
description: "CDP2: cudaDeviceSynchronize() referenced only in __host__ functions (a host wrapper and main) of a program whose kernel launches fire-and-forget children."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__global__ void child(int *x) { atomicAdd(x, 1); }
__global__ void parent(int *x) {
    child<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    child<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
}

__host__ cudaError_t wait_all() { return cudaDeviceSynchronize(); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_CHECK(wait_all());
    int h = 0;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
