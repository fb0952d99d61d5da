/*---
section: "D.4.3.1.5"
clause: dp.malloc.no-cross-free
description: "A child allocates with device-side cudaMalloc() and stores the pointer in a __device__ variable; the host fetches it with cudaMemcpyFromSymbol() and calls host cudaFree() on it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: api-error}
---*/
#include "cuconform.h"

__device__ void *g_ptr;

__global__ void child() { cudaMalloc(&g_ptr, 64); }
__global__ void parent() { child<<<1, 1>>>(); }

int main() {
    parent<<<1, 1>>>();
    CC_SYNC();
    void *p = nullptr;
    CC_CHECK(cudaMemcpyFromSymbol(&p, g_ptr, sizeof p));
    cudaError_t e = cudaFree(p);
    std::printf("%d\n", (int)(e != cudaSuccess));
    return 0;
}
