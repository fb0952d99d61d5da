/*---
section: "D.3.1"
clause: dp.exec.stream-same-block
description: "thread 0 creates a stream kept in __shared__; after __syncthreads() threads 1 to 3 of the same block each launch into it."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.exec.stream-same-block): the stream never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a stream created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 10 20 30\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int i) { x[i] = i * 10; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s;
    if (threadIdx.x == 0) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    __syncthreads();
    if (threadIdx.x > 0) child<<<1, 1, 0, s>>>(x, threadIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 4>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
