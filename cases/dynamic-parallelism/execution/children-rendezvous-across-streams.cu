/*---
section: "D.3.1.2"
clause: dp.exec.child-concurrency
description: "Two children in separate device streams meet at a hand-made barrier (each increments a counter, then waits until it reaches 2): requires both children to run at the same time."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "a forward-progress assumption (a thread spins until another block or grid runs): on an H100 or H200 the other side is resident or starts, the spin ends, and no tool reports a missing guarantee"
---*/
#include "cuconform.h"

__global__ void meet(volatile int *count, int *out, int me) {
    atomicAdd((int *)count, 1);
    while (*count < 2) { }
    out[me] = 1;
}

__global__ void parent(int *count, int *out) {
    cudaStream_t a, b;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    meet<<<1, 1, 0, a>>>(count, out, 0);
    meet<<<1, 1, 0, b>>>(count, out, 1);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d, d + 1);
    cudaDeviceSynchronize();
    int h[3] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
