/*---
section: "D.3.1.1.1"
clause: dp.exec.no-start-guarantee
description: "A __device__ helper launches a child into a named stream and waits on a mailbox the child fills, returning its value to the parent: depends on the child starting before the parent completes."
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

__global__ void child(volatile int *mailbox) { *mailbox = 77; }

__device__ int ask_child(volatile int *mailbox) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1, 0, s>>>(mailbox);
    int v;
    while ((v = *mailbox) == 0) { }
    return v;
}

__global__ void parent(int *x) { x[1] = ask_child(x); }

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
