/*---
section: "D.3.1.2.2"
clause: dp.cdp2.fire-and-forget
description: "CDP2: the launcher records an event into cudaStreamFireAndForget to wait on the fire-and-forget child from another stream: the launcher cannot synchronize on a fire-and-forget grid."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
note: "The guide says a fire-and-forget launch cannot be synchronized on by the launcher; an event recorded into the fire-and-forget stream is read as such an attempt, so the read has undefined behaviour."
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void faf(int *x) { spin(1000000); x[0] = 31; }
__global__ void reader(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    faf<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    cudaEventRecord(e, cudaStreamFireAndForget);
    cudaStreamWaitEvent(s, e, 0);
    reader<<<1, 1, 0, s>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
