/*---
section: "D.3.1.2"
clause: dp.exec.child-concurrency
description: "Two children in separate device streams hand a token back and forth four times through a volatile flag: each needs the other running concurrently to make progress."
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

__global__ void player(volatile int *turn, int me, int *out) {
    for (int round = 0; round < 4; ++round) {
        while (*turn != me) { }
        out[me] += 1;
        __threadfence();
        *turn = 1 - me;
    }
}

__global__ void parent(int *x) {
    cudaStream_t a, b;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    player<<<1, 1, 0, b>>>(x + 2, 1, x);
    player<<<1, 1, 0, a>>>(x + 2, 0, x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[3] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
