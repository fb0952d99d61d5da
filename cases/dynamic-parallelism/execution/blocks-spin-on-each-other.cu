/*---
section: "D.2.1.5"
clause: dp.exec.no-block-concurrency
description: "Block 0 spins until block 1 sets a flag: relies on concurrent execution of two thread blocks, which is not guaranteed."
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

__global__ void k(volatile int *flag) {
    if (blockIdx.x == 0) {
        while (*flag == 0) { }
    } else {
        *flag = 1;
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    k<<<2, 1>>>(d);
    CC_SYNC();
    std::printf("done\n");
    return 0;
}
