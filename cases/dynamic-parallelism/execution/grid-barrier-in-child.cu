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
  unobservable: "no tool sees a missing residency guarantee, and the hang it allows did not come: on an H200 (2026-11-27) the 1024-block child, of which at most 264 blocks fit at once, completed and printed 1024 1024 in 3.3 s, on an H100 in 1.9-3.2 s in three runs and past its 5 s timeout once, under full load (16 builds and programs beside it); a run cannot tell whether blocks were resident together, nor a hang from a slow run"
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
