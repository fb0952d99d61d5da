/*---
section: "I.4.4"
clause: pointer.symbol-address-host-only
description: "The address of a __constant__ variable from cudaGetSymbolAddress() is passed to a kernel that writes through it: device use of the address, which the sentence does not allow (and constant memory is read-only to kernels)."
verdict: ub
phase: run
witness:
  unobservable: "a store to __constant__ data through a generic pointer lands in the global memory that backs the constant bank, a valid address: nothing faults, and no tool flags writes to constant data (later reads may see either value)"
---*/
#include "cuconform.h"

__constant__ int limit = 3;

__global__ void poke(int *p) { *p = 8; }

int main(void) {
    int *addr = nullptr;
    CC_CHECK(cudaGetSymbolAddress((void **)&addr, limit));
    poke<<<1, 1>>>(addr);
    cudaError_t e = cudaDeviceSynchronize();
    int h = 0;
    CC_CHECK(cudaMemcpyFromSymbol(&h, limit, sizeof h));
    std::printf("%s %d\n", cudaGetErrorName(e), h);
    return 0;
}
