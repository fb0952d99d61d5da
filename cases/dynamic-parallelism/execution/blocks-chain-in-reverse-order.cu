/*---
section: "D.2.1.5"
clause: dp.exec.no-block-concurrency
description: "Each block of a 4096-block grid waits until the block with the next higher index has launched its child and set its flag: progress needs later blocks to run while earlier ones spin."
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

__global__ void child(int *x, int b) { x[b] = 1; }

__global__ void parent(volatile int *flags, int *out) {
    int b = blockIdx.x;
    if (b + 1 < gridDim.x)
        while (flags[b + 1] == 0) { }
    child<<<1, 1>>>(out, b);
    __threadfence();
    flags[b] = 1;
}

int main() {
    int *flags, *out;
    CC_CHECK(cudaMalloc(&flags, 4096 * sizeof(int)));
    CC_CHECK(cudaMalloc(&out, 4096 * sizeof(int)));
    CC_CHECK(cudaMemset(flags, 0, 4096 * sizeof(int)));
    parent<<<4096, 1>>>(flags, out);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
