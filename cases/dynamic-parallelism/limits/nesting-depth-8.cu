/*---
section: "D.4.3.1.2"
clause: dp.limits.nesting-depth
description: "A recursion 8 levels deep (the host-launched grid is level 1): every launch succeeds."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "8 0 0\n"
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
    nest<<<1, 1>>>(d, 1, 8);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
