/*---
section: "D.3.1.8"
clause: dp.api.cudastreamdestroy
description: "A loop creates a device stream, launches into it and destroys it, four times; each destroyed stream's work still completes."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 4 9\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int i) { x[i] = i * i; }

__global__ void parent(int *x) {
    for (int i = 0; i < 4; ++i) {
        cudaStream_t s;
        if (cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking) != cudaSuccess) return;
        child<<<1, 1, 0, s>>>(x, i);
        cudaStreamDestroy(s);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
