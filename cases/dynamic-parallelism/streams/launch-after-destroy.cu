/*---
section: "D.3.1.8"
clause: dp.api.cudastreamdestroy
description: "A child is launched into a device stream after cudaStreamDestroy() on it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamDestroy(s);
    child<<<1, 1, 0, s>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
