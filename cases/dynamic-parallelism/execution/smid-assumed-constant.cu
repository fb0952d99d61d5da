/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "A parent indexes per-SM storage with %smid read before a child launch and assumes it unchanged afterwards; the device runtime may move the block to another SM."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "%smid / %warpid read before and after a device-side launch: on current GPUs a block does not move across the launch, so the values stay equal and the code does what it intends; no tool reports it"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[0] = 1; }

__global__ void parent(int *per_sm, int *out) {
    unsigned before, after;
    asm volatile("mov.u32 %0, %%smid;" : "=r"(before));
    child<<<1, 1>>>(out);
    asm volatile("mov.u32 %0, %%smid;" : "=r"(after));
    per_sm[before] += 1;
    out[1] = before == after;
}

int main() {
    int *d, *per_sm;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMalloc(&per_sm, 1024 * sizeof(int)));
    parent<<<1, 1>>>(per_sm, d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h[1]);
    return 0;
}
