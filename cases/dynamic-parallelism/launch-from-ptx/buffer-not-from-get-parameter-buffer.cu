/*---
section: "D.3.2.1.1"
clause: dp.api.cudalaunchdevice
description: "cudaLaunchDevice() given a parameter buffer in the parent's local memory instead of one from cudaGetParameterBuffer()."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "cudaLaunchDevice() given a buffer that cudaGetParameterBuffer() did not return: the device runtime copies the parameters from it at the call, where the address is still valid, or rejects it with an error the code does not read; no tool here checks device-runtime buffers"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    alignas(64) char buf[64];
    *(int **)buf = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
