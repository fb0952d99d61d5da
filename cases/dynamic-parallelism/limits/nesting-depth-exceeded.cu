/*---
section: "D.4.3.1.2"
clause: dp.limits.nesting-depth
description: "A recursion that tries to go 30 levels deep: the first launch beyond the maximum nesting depth fails with cudaErrorLaunchMaxDepthExceeded and no deeper level runs."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout_regex: "^(24 25|25 26) 1\n$"
note: "The guide does not say whether the host-launched grid counts as level 0 or 1: the deepest level reached may be 24 or 25, the failing launch the next one."
---*/
#include "cuconform.h"

__global__ void nest(int *out, int level, int max_level) {
    atomicMax(&out[0], level);
    if (level < max_level) {
        nest<<<1, 1>>>(out, level + 1, max_level);
        cudaError_t e = cudaGetLastError();
        if (e != cudaSuccess) {
            out[1] = level + 1;
            out[2] = e == cudaErrorLaunchMaxDepthExceeded;
        }
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    nest<<<1, 1>>>(d, 1, 30);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
