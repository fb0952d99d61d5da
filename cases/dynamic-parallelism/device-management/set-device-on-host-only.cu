/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-set-device
description: "cudaSetDevice() on the host before the launch is how a dynamic-parallelism program picks its device; its children run on that device."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "100\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { int d; cudaGetDevice(&d); *out = d + 100; }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaSetDevice(0));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
