/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "A stream created on the host is passed to a kernel, which launches a child into it."
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
__global__ void parent(cudaStream_t s, int *out) { child<<<1, 1, 0, s>>>(out); }

int main() {
    cudaStream_t s;
    CC_CHECK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(s, d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
