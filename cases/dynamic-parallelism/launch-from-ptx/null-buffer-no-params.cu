/*---
section: "D.3.2.1"
clause: dp.ptx.null-buffer
description: "cudaLaunchDevice() of a kernel without parameters with a NULL parameter buffer."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 32\n"
---*/
#include "cuconform.h"

__device__ int g;

__global__ void child() { atomicAdd(&g, 1); }

__global__ void parent(int *out) {
    *out = (int)cudaLaunchDevice((void *)child, nullptr, dim3(2), dim3(16), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h, err;
    CC_CHECK(cudaMemcpyFromSymbol(&h, g, sizeof h));
    CC_CHECK(cudaMemcpy(&err, d, sizeof err, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", err, h);
    return 0;
}
