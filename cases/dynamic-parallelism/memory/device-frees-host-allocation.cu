/*---
section: "D.4.3.1.5"
clause: dp.malloc.no-cross-free
description: "A kernel calls device-side cudaFree() on a pointer the host allocated with cudaMalloc()."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: malloc-free}
---*/
#include "cuconform.h"

__global__ void k(void *p, int *out) { *out = (int)cudaFree(p); }

int main() {
    void *p;
    int *d;
    CC_CHECK(cudaMalloc(&p, 256));
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0xff, sizeof(int)));
    k<<<1, 1>>>(p, d);
    // Record what happened (any outcome conforms): the launch status and the cudaError_t the
    // device-side cudaFree returned (-1: not written).
    cudaError_t s = cudaDeviceSynchronize();
    int h = -1;
    if (s == cudaSuccess) CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s %d\n", cudaGetErrorName(s), h);
    return 0;
}
