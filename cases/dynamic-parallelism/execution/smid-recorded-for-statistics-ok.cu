/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "Parent and child each read %smid once and only count how many reads fell in the range %nsmid bounds: no assumption that the value stays the same is made."
note: "PTX bounds %smid by %nsmid (0 to %nsmid-1), not by the SM count: SM identifiers need not be contiguous, so %nsmid may exceed cudaDevAttrMultiProcessorCount and a %smid may too."
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
__device__ unsigned nsmid() { unsigned r; asm("mov.u32 %0, %%nsmid;" : "=r"(r)); return r; }

__global__ void child(int *x, unsigned ids) { if (smid() < ids) atomicAdd(x, 1); }

__global__ void parent(int *x) {
    unsigned ids = nsmid();
    if (smid() < ids) atomicAdd(x, 1);
    child<<<1, 3>>>(x, ids);
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
