/*---
section: "D.3.1.6.4"
clause: dp.symbols.address-of
description: "A kernel takes &dev_var of a __device__ array and passes it to a child, which writes through it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "7 8 9\n"
---*/
#include "cuconform.h"

__device__ int dev_var[3];

__global__ void child(int *p) { p[threadIdx.x] = threadIdx.x + 7; }
__global__ void parent() { child<<<1, 3>>>(&dev_var[0]); }

int main() {
    parent<<<1, 1>>>();
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpyFromSymbol(h, dev_var, sizeof h));
    std::printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
