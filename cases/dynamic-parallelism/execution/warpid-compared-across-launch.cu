/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "A thread reads %warpid, launches a child, reads %warpid again and only writes its result if the two match: relies on %warpid staying unchanged across the thread's lifetime."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__device__ unsigned warpid() { unsigned r; asm volatile("mov.u32 %0, %%warpid;" : "=r"(r)); return r; }

__global__ void child(int *x) { x[1] = 1; }

__global__ void parent(int *x) {
    unsigned before = warpid();
    child<<<1, 1>>>(x);
    if (warpid() == before) x[0] = 1;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
