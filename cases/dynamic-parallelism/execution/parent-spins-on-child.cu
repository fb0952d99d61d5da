/*---
section: "D.3.1.1.1"
clause: dp.exec.no-start-guarantee
description: "The parent spins on a flag that only its child sets, without a synchronization point: the child is not guaranteed to start, so the program may hang."
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

__global__ void child(volatile int *flag) { *flag = 1; }

__global__ void parent(volatile int *flag, int *out) {
    child<<<1, 1>>>((int *)flag);
    while (*flag == 0) { }
    *out = 1;
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
