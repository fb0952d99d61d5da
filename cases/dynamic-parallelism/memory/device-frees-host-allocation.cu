/*---
section: "D.4.3.1.5"
clause: dp.malloc.no-cross-free
description: "A kernel calls device-side cudaFree() on a pointer the host allocated with cudaMalloc()."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__global__ void k(void *p, int *out) { *out = (int)cudaFree(p); }

int main() {
    void *p;
    int *d;
    CC_CHECK(cudaMalloc(&p, 256));
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    k<<<1, 1>>>(p, d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
