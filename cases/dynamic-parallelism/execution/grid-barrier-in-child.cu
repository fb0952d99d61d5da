/*---
section: "D.2.1.5"
clause: dp.exec.no-block-concurrency
description: "A device-launched child with 1024 blocks runs a hand-made grid barrier (atomic arrival counter, spin until all arrived): needs every block resident at once, which nothing guarantees."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  hang: "1024 blocks of 1024 threads each wait until all 1024 have arrived, but an SM holds at most 2 such blocks (264 on an H100 or H200): the resident ones spin for blocks that never start"
---*/
#include "cuconform.h"

__global__ void child(volatile int *arrived, int *out) {
    if (threadIdx.x == 0) {
        atomicAdd((int *)arrived, 1);
        while (*arrived < gridDim.x) { }
        atomicAdd(out, 1);
    }
}

__global__ void parent(int *x) { child<<<1024, 1024>>>(x, x + 1); }

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
