/*---
section: "D.3.1.2"
clause: dp.scope.block-private
description: "Each of 8 blocks creates its own stream, uses it only within the block and destroys it."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.scope.block-private): the stream never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a stream created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 3 6 9 12 15 18 21\n"
---*/
#include "cuconform.h"

__global__ void child(int *slot, int v) { *slot = v; }

__global__ void parent(int *out) {
    __shared__ cudaStream_t s;
    if (threadIdx.x == 0) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    __syncthreads();
    if (threadIdx.x == 1) child<<<1, 1, 0, s>>>(out + blockIdx.x, blockIdx.x * 3);
    __syncthreads();
    if (threadIdx.x == 0) cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<8, 32>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
