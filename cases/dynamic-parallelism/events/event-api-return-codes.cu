/*---
section: "D.3.1.8"
clause: dp.api.cudaeventcreatewithflags
description: "Device-side cudaEventCreateWithFlags(cudaEventDisableTiming), cudaEventRecord(), cudaStreamWaitEvent() and cudaEventDestroy() all return cudaSuccess."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 0 0 0\n"
---*/
#include "cuconform.h"

__global__ void parent(int *out) {
    cudaStream_t s1, s2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    out[0] = (int)cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    out[1] = (int)cudaEventRecord(e, s1);
    out[2] = (int)cudaStreamWaitEvent(s2, e, 0);
    out[3] = (int)cudaEventDestroy(e);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
