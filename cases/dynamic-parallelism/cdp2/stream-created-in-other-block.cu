/*---
section: "D.2.1.2"
clause: dp.cdp2.grid-scope
description: "CDP2: a stream created by a thread of block 0 is used by a thread of block 1 of the same grid to launch a child, which runs"
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
run:
  stdout: "7\n"
note: "Under CDP1 (before 12.0) the same program is undefined (dp.scope.block-private). Block 1 waits for block 0's handle with a flag; two blocks of one thread are co-resident on any device that runs CDP2."
---*/
#include "cuconform.h"

__device__ cudaStream_t shared_stream;
__device__ volatile int ready;

__global__ void child(int *out) { *out = 7; }

__global__ void parent(int *out) {
    if (blockIdx.x == 0) {
        cudaStreamCreateWithFlags(&shared_stream, cudaStreamNonBlocking);
        __threadfence();
        ready = 1;
    } else {
        while (ready == 0) { }
        __threadfence();
        child<<<1, 1, 0, shared_stream>>>(out);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<2, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
