/*---
section: "D.3.1.8"
clause: dp.api.cudastreamcreatewithflags
description: "Device-side cudaStreamCreateWithFlags() with cudaStreamNonBlocking returns cudaSuccess and a handle different from the NULL stream; two calls give two distinct handles."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 0 1\n"
---*/
#include "cuconform.h"

__global__ void parent(int *out) {
    cudaStream_t a = 0, b = 0;
    out[0] = (int)cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    out[1] = (int)cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    out[2] = a != 0 && b != 0 && a != b;
    cudaStreamDestroy(a);
    cudaStreamDestroy(b);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
