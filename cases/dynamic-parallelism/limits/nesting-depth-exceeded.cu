/*---
section: "D.4.3.1.2"
clause: dp.limits.nesting-depth
description: "A recursion that tries to go 30 levels deep: the first launch beyond the maximum nesting depth fails with cudaErrorLaunchMaxDepthExceeded and no deeper level runs."
verdict: ok
until: "12.0"
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout_regex: "^(24 25|25 26) 1\n$"
note: "The guide does not say whether the host-launched grid counts as level 0 or 1: the deepest level reached may be 24 or 25, the failing launch the next one. The limit and its failing launch (\"any launch which would result in a kernel at a deeper level than the maximum will fail\") are stated only in the CDP1 section of the 12.x guide, with no CDP2 statement in it or in the 13 guide (CHANGES.md C12), and CDP2 is the default from 12.0 (C1): the failure is judged until 12.0. The 24 levels that must succeed (nesting-depth-24, -8) are not bounded."
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
