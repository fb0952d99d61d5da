/*---
section: "D.2.2.1.1"
clause: dp.coherence.unsynchronized
description: "Parent and child write different global locations after the launch without synchronizing: no location is shared, so there is no race."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "10 20\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 10; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x);
    x[1] = 20;
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
