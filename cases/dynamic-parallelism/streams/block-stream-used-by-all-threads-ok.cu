/*---
section: "D.2.1.2"
clause: dp.scope.block-private
description: "one stream per block, created by the block's last thread and used by all 4 threads of that block for their launches; no handle leaves its block."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.scope.block-private): the stream never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a stream created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4 4\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int i) { atomicAdd(&x[i], 1); }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s;
    if (threadIdx.x == blockDim.x - 1) cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    __syncthreads();
    child<<<1, 1, 0, s>>>(x, blockIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<2, 4>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
