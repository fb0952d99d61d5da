/*---
section: "D.3.1.8"
clause: dp.api.cudaeventdestroy
description: "Device-side cudaEventDestroy() of a recorded event returns cudaSuccess; the work recorded before still completes."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 1; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    child<<<1, 1, 0, s>>>(x);
    cudaEventRecord(e, s);
    x[1] = (int)cudaEventDestroy(e);
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
