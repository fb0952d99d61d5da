/*---
section: "D.3.1.3"
clause: dp.events.block-private
description: "thread 0 creates an event and a stream, thread 3 (same block) records the event after its launch, and thread 5 waits on it: sharing an event within the creating block is allowed."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.events.block-private): the event never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a event created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "14 7\n"
---*/
#include "cuconform.h"

__global__ void put(int *x) { x[0] = 14; }
__global__ void half(int *x) { x[1] = x[0] / 2; }

__global__ void parent(int *x) {
    __shared__ cudaEvent_t ev;
    __shared__ cudaStream_t a, b;
    if (threadIdx.x == 0) {
        cudaEventCreateWithFlags(&ev, cudaEventDisableTiming);
        cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
        cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    }
    __syncthreads();
    if (threadIdx.x == 3) {
        put<<<1, 1, 0, a>>>(x);
        cudaEventRecord(ev, a);
    }
    __syncthreads();
    if (threadIdx.x == 5) {
        cudaStreamWaitEvent(b, ev, 0);
        half<<<1, 1, 0, b>>>(x);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 8>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
