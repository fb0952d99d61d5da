/*---
section: "D.3.3.2"
clause: dp.build.rdc-required
description: "Without -rdc=true a program with only host-side launches builds and runs: the requirement is tied to device-side launches."
verdict: ok
phase: run
run:
  stdout: "5\n"
---*/
#include "cuconform.h"

__global__ void k(int *out) { *out = 5; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    k<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
