/*---
section: "D.3.2.1"
clause: dp.ptx.layout
description: "cudaLaunchDevice() with a NULL parameter buffer for a kernel that takes a pointer parameter."
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

__global__ void parent() {
    cudaLaunchDevice((void *)child, nullptr, dim3(1), dim3(1), 0, 0);
}

int main() {
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
