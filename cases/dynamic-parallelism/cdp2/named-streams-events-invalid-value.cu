/*---
section: "D.3.1.2.2"
clause: dp.cdp2.named-streams-no-events
description: "CDP2: cudaEventRecord() into cudaStreamFireAndForget and into cudaStreamTailLaunch, and cudaStreamWaitEvent() on cudaStreamTailLaunch, each return cudaErrorInvalidValue; an ordinary device stream still records the event."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
run:
  stdout: "1 1 1 1\n"
---*/
#include "cuconform.h"

__global__ void parent(int *out) {
    cudaEvent_t e;
    cudaStream_t s;
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    out[0] = cudaEventRecord(e, cudaStreamFireAndForget) == cudaErrorInvalidValue;
    out[1] = cudaEventRecord(e, cudaStreamTailLaunch) == cudaErrorInvalidValue;
    out[2] = cudaStreamWaitEvent(cudaStreamTailLaunch, e, 0) == cudaErrorInvalidValue;
    out[3] = cudaEventRecord(e, s) == cudaSuccess;
    cudaEventDestroy(e);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
