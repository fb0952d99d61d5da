/*---
section: "D.3.1.4"
clause: dp.sync.device-synchronize
description: "A parent alternates launches and cudaDeviceSynchronize(), feeding each child's result into the next launch's argument."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "243 243\n"
---*/
#include "cuconform.h"

__global__ void step(int *x, int v) { *x = v * 3; }

__global__ void parent(int *x) {
    int v = 1;
    for (int i = 0; i < 5; ++i) {
        step<<<1, 1>>>(x, v);
        cudaDeviceSynchronize();
        v = *x;
    }
    x[1] = v;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
