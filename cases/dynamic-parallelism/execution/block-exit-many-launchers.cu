/*---
section: "D.2.1.3"
clause: dp.exec.block-completion
description: "Eight threads of one block each launch a child and exit; the block completes only after all eight launches complete."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "100 101 102 103 104 105 106 107\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *out, int i) { spin(100000 * (8 - i)); out[i] = 100 + i; }

__global__ void parent(int *out) {
    if (threadIdx.x < 8)
        child<<<1, 1>>>(out, threadIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
