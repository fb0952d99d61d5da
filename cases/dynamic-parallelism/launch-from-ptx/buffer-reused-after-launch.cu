/*---
section: "D.3.2.1.1"
clause: dp.api.cudalaunchdevice
description: "A parameter buffer is passed to cudaLaunchDevice() twice (its ownership passed to the first launch)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  hang: "the buffer whose ownership passed to the first launch is launched again: the device runtime waits on it for good (the program ran past its timeout on an H200)"
note: "Reading: a parameter buffer from cudaGetParameterBuffer() belongs to the one launch it is given to; the guide defines no reuse."
---*/
#include "cuconform.h"

__global__ void child(int *out) { atomicAdd(out, 1); }

__global__ void parent(int *out) {
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<1, 1>>>(d);
    // Record what happened (any outcome conforms): the launch status and how many children
    // incremented the counter (-1: not read).
    cudaError_t s = cudaDeviceSynchronize();
    int h = -1;
    if (s == cudaSuccess) CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s %d\n", cudaGetErrorName(s), h);
    return 0;
}
