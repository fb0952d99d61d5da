/*---
section: "D.3.1.2"
clause: dp.streams.nonblocking-required
description: "A device stream created with cudaStreamCreateWithFlags(cudaStreamDefault) instead of cudaStreamNonBlocking."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device stream created without cudaStreamNonBlocking: the device runtime may return an error the code does not read (the launch then names an unset handle) or accept it; no tool here checks device-runtime calls"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamDefault);
    child<<<1, 1, 0, s>>>(out);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
