/*---
section: "D.3.1.4"
clause: dp.sync.device-synchronize
description: "The parent launches a child, calls cudaDeviceSynchronize() and then reads the child's result."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "21 42 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 21; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x);
    x[2] = (int)cudaDeviceSynchronize();
    x[1] = x[0] * 2;
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
