/*---
section: "D.2.1.2"
clause: dp.scope.block-private
description: "parent and child each create their own stream for their own launches instead of sharing one across the launch."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.scope.block-private): the stream never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a stream created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2\n"
---*/
#include "cuconform.h"

__global__ void leaf(int *x, int i) { x[i] = i + 1; }

__global__ void child(int *x) {
    cudaStream_t mine;
    cudaStreamCreateWithFlags(&mine, cudaStreamNonBlocking);
    leaf<<<1, 1, 0, mine>>>(x, 1);
}

__global__ void parent(int *x) {
    cudaStream_t mine;
    cudaStreamCreateWithFlags(&mine, cudaStreamNonBlocking);
    leaf<<<1, 1, 0, mine>>>(x, 0);
    child<<<1, 1, 0, mine>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
