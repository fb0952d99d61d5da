/*---
section: "D.1.1"
clause: dp.overview.compute-35
description: "On a device of compute capability 3.5 or higher (__CUDA_ARCH__ >= 350) a kernel launches a child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
  compute: 35
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
#if defined(__CUDA_ARCH__) && __CUDA_ARCH__ >= 350
    child<<<1, 1>>>(out);
#endif
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
