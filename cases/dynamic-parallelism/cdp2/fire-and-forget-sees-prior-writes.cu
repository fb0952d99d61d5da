/*---
section: "D.3.1.2.2"
clause: dp.cdp2.fire-and-forget
description: "The launch-point coherence guarantee holds for fire-and-forget launches: the child sees what the parent wrote before launching it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "14 42\n"
---*/
#include "cuconform.h"

__global__ void faf(int *x) { x[1] = x[0] * 3; }
__global__ void parent(int *x) { x[0] = 14; faf<<<1, 1, 0, cudaStreamFireAndForget>>>(x); }

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
