/*---
section: "D.3.1.3"
clause: dp.events.block-private
description: "a two-block child grid in which each block creates, records and waits on its own event for a grandchild pair; no event leaves its block."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.events.block-private): the event never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a event created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "11 21\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int i, int v) { x[i] = v; }
__global__ void inc(int *x, int i) { x[i] += 1; }

__global__ void child(int *x) {
    cudaStream_t a, b;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    put<<<1, 1, 0, a>>>(x, blockIdx.x, 10 * (blockIdx.x + 1));
    cudaEventRecord(e, a);
    cudaStreamWaitEvent(b, e, 0);
    inc<<<1, 1, 0, b>>>(x, blockIdx.x);
}

__global__ void parent(int *x) { child<<<2, 1>>>(x); }

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
