/*---
section: "D.4.3.1.5"
clause: dp.malloc.no-cross-free
description: "The host calls cudaFree() on a pointer a kernel allocated with device-side cudaMalloc()."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: api-error}
---*/
#include "cuconform.h"

__device__ void *g_p;

__global__ void k() { cudaMalloc(&g_p, 256); }

int main() {
    k<<<1, 1>>>();
    CC_SYNC();
    void *p;
    CC_CHECK(cudaMemcpyFromSymbol(&p, g_p, sizeof p));
    cudaError_t e = cudaFree(p);
    std::printf("%d\n", (int)e);
    return 0;
}
