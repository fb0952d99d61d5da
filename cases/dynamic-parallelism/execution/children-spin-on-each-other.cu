/*---
section: "D.3.1.2"
clause: dp.exec.child-concurrency
description: "Two children in separate device streams, one spinning on a flag the other sets: depends on concurrency between child kernels, which is undefined."
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

__global__ void waiter(volatile int *flag, int *out) { while (*flag == 0) { } *out = 1; }
__global__ void setter(volatile int *flag) { *flag = 1; }

__global__ void parent(int *flag, int *out) {
    cudaStream_t s1, s2;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    waiter<<<1, 1, 0, s1>>>(flag, out);
    setter<<<1, 1, 0, s2>>>(flag);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d, d + 1);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
