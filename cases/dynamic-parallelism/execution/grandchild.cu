/*---
section: "D.2.1.1"
clause: dp.exec.parent-waits-children
description: "Parent, child and grandchild each write one slot; the host sees all three after synchronizing on the parent."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3\n"
---*/
#include "cuconform.h"

__global__ void grandchild(int *out) { out[2] = 3; }
__global__ void child(int *out) { out[1] = 2; grandchild<<<1, 1>>>(out); }
__global__ void parent(int *out) { out[0] = 1; child<<<1, 1>>>(out); }

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
