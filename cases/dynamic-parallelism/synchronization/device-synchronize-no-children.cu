/*---
section: "D.3.1.4"
clause: dp.sync.device-synchronize
description: "cudaDeviceSynchronize() with no outstanding launches returns cudaSuccess at once."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void parent(int *x) { x[0] = (int)cudaDeviceSynchronize() + 1; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
