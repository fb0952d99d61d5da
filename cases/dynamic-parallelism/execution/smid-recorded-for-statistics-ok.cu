/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "Parent and child each read %smid once and only count how many reads fell below the SM count: no assumption that the value stays the same is made."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4\n"
---*/
#include "cuconform.h"

__device__ unsigned smid() { unsigned r; asm volatile("mov.u32 %0, %%smid;" : "=r"(r)); return r; }

__global__ void child(int *x, int sms) { if ((int)smid() < sms) atomicAdd(x, 1); }

__global__ void parent(int *x) {
    int sms = 0;
    cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0);
    if ((int)smid() < sms) atomicAdd(x, 1);
    child<<<1, 3>>>(x, sms);
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
