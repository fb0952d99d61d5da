/*---
section: "D.2.1.3"
clause: dp.exec.block-completion
description: "All threads of every block exit right after launching slow children; the blocks are completed only when the children have, so the host sees every child's write."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "16 16 16 16\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *slot) { spin(300000); atomicAdd(slot, 1); }

__global__ void parent(int *out) {
    if (threadIdx.x % 8 == 0)
        child<<<1, 4>>>(out + blockIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<4, 32>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
