/*---
section: "D.3.1.6.4"
clause: dp.symbols.no-symbol-apis
description: "Symbol APIs stay on the host: cudaGetSymbolAddress() on the host gives the same address a device-launched child obtains with &."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__device__ int g;

__global__ void child(unsigned long long *out) { *out = (unsigned long long)&g; }
__global__ void parent(unsigned long long *out) { child<<<1, 1>>>(out); }

int main() {
    void *host_addr;
    CC_CHECK(cudaGetSymbolAddress(&host_addr, g));
    unsigned long long *d;
    CC_CHECK(cudaMalloc(&d, sizeof(unsigned long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    unsigned long long h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h == (unsigned long long)host_addr);
    return 0;
}
