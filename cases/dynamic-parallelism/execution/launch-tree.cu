/*---
section: "D.2.1.1"
clause: dp.exec.parent-waits-children
description: "A launch tree of depth 4 and fan-out 2 (15 grids): the host-launched root is not complete until every descendant grid has completed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "15\n"
---*/
#include "cuconform.h"

__global__ void node(int *count, int level) {
    atomicAdd(count, 1);
    if (level < 3) {
        node<<<1, 1>>>(count, level + 1);
        node<<<1, 1>>>(count, level + 1);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    node<<<1, 1>>>(d, 0);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
