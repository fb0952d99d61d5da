/*---
section: "D.3.1.3"
clause: dp.events.block-private
description: "Each of 4 blocks creates, records and waits on its own event: every block's consumer sees its own producer's value."
verdict: ok
revisions:
  until-12-0: {note: "CDP1 (thread-block scope, dp.events.block-private): the event never leaves the block that created it, as the rule requires."}
  since-12-0: {clause: dp.cdp2.grid-scope, note: "CDP2 (grid scope since CUDA 12.0): a event created by one thread may be used by any thread of the grid, so use within its own block stays valid; the claim holds in both editions."}
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "7 14 7 14 7 14 7 14\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void producer(int *x) { spin(300000); x[0] = 7; }
__global__ void consumer(int *x) { x[1] = x[0] * 2; }

__global__ void parent(int *x) {
    int *mine = x + 2 * blockIdx.x;
    cudaStream_t s1, s2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    producer<<<1, 1, 0, s1>>>(mine);
    cudaEventRecord(e, s1);
    cudaStreamWaitEvent(s2, e, 0);
    consumer<<<1, 1, 0, s2>>>(mine);
    cudaEventDestroy(e);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<4, 1>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
