/*---
section: "D.3.1"
clause: dp.exec.stream-same-block
description: "each of 8 blocks creates its own stream in a __device__ helper and launches into it from the same block."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.exec.stream-same-block): the stream never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a stream created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 4 5 6 7 8\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int b) { x[b] = b + 1; }

__device__ cudaStream_t own_stream() {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    return s;
}

__global__ void parent(int *x) {
    cudaStream_t s = own_stream();
    child<<<1, 1, 0, s>>>(x, blockIdx.x);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<8, 1>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
