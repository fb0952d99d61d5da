/*---
section: "D.4.3.1.2"
clause: dp.limits.sync-depth
description: "With cudaLimitDevRuntimeSyncDepth set to 3, cudaDeviceSynchronize() at nesting levels 1 to 3 all succeed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 0\n"
---*/
#include "cuconform.h"

__global__ void nest(int *out, int level, int max_level) {
    if (level < max_level) {
        nest<<<1, 1>>>(out, level + 1, max_level);
        cudaError_t e = cudaDeviceSynchronize();
        if (e != cudaSuccess && out[0] == 0) {
            out[0] = level;
            out[1] = e == cudaErrorLaunchMaxDepthExceeded || e == cudaErrorSyncDepthExceeded;
        }
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    CC_CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 3));
    nest<<<1, 1>>>(d, 1, 4);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
