/*---
section: "I.4.4"
clause: pointer.symbol-address-host-only
description: "The address from cudaGetSymbolAddress() of a __device__ array is given to cudaMemset and cudaMemcpy in host code; the kernel names the variable itself."
verdict: ok
phase: run
run:
  stdout: "2 2\n"
---*/
#include "cuconform.h"

__device__ int hits[4];

__global__ void mark(void) { hits[threadIdx.x] += 1; }

int main(void) {
    void *addr = nullptr;
    CC_CHECK(cudaGetSymbolAddress(&addr, hits));
    CC_CHECK(cudaMemset(addr, 0, sizeof(int) * 4));
    mark<<<1, 4>>>();
    mark<<<1, 4>>>();
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, addr, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[3]);
    return 0;
}
