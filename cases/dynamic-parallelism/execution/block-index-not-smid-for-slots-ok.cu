/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "Per-block storage indexed by blockIdx (stable for the block's lifetime) rather than %smid, used both before and after a child launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "100 101 102 103\n"
---*/
#include "cuconform.h"

__global__ void child(int *slot) { *slot += 100; }

__global__ void parent(int *slots) {
    int *mine = &slots[blockIdx.x];
    *mine = blockIdx.x;
    child<<<1, 1>>>(mine);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<4, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
