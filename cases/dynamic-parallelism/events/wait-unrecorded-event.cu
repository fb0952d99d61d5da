/*---
section: "D.3.1.3"
clause: dp.events.stream-wait
description: "cudaStreamWaitEvent() on an event that was never recorded does not block the stream (host semantics): the child still runs."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { *x = 2; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    x[1] = (int)cudaStreamWaitEvent(s, e, 0);
    child<<<1, 1, 0, s>>>(x);
    cudaEventDestroy(e);
    cudaStreamDestroy(s);
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
