/*---
section: "D.3.1.8"
clause: dp.api.cudadevicesynchronize
description: "CDP1: a recursive kernel synchronizes on the grandchild it launched at each level before adding its own contribution; each call waits for its own block's launch only, which is all it needs."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "6 6 5 3\n"
---*/
#include "cuconform.h"

__global__ void depth_sum(int *x, int level) {
    if (level < 3) {
        depth_sum<<<1, 1>>>(x, level + 1);
        cudaDeviceSynchronize();
    }
    x[level] = level + (level < 3 ? x[level + 1] : 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    depth_sum<<<1, 1>>>(d, 0);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
