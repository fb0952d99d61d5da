/*---
section: "D.3.1.4"
clause: dp.sync.device-synchronize
description: "Parent and child both synchronize on their own children (sync depth 2, the default limit)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2 10 70\n"
---*/
#include "cuconform.h"

__global__ void grandchild(int *x) { x[0] = 2; }

__global__ void child(int *x) {
    grandchild<<<1, 1>>>(x);
    cudaDeviceSynchronize();
    x[1] = x[0] * 5;
}

__global__ void parent(int *x) {
    child<<<1, 1>>>(x);
    cudaDeviceSynchronize();
    x[2] = x[1] * 7;
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
