/*---
section: "D.3.1.8"
clause: dp.api.cudastreamwaitevent
description: "A __device__ helper taking streams and an event by value joins a fork: each of two producer streams records its own event and the join stream waits on both before the combining launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "6 8 48\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int i, int v) { x[i] = v; }
__global__ void join_sum(int *x) { x[2] = x[0] * x[1]; }

__device__ void join(cudaStream_t into, cudaEvent_t a, cudaEvent_t b) {
    cudaStreamWaitEvent(into, a, 0);
    cudaStreamWaitEvent(into, b, 0);
}

__global__ void parent(int *x) {
    cudaStream_t s[3];
    cudaEvent_t e[2];
    for (int i = 0; i < 3; ++i) cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking);
    for (int i = 0; i < 2; ++i) cudaEventCreateWithFlags(&e[i], cudaEventDisableTiming);
    put<<<1, 1, 0, s[0]>>>(x, 0, 6);
    put<<<1, 1, 0, s[1]>>>(x, 1, 8);
    cudaEventRecord(e[0], s[0]);
    cudaEventRecord(e[1], s[1]);
    join(s[2], e[0], e[1]);
    join_sum<<<1, 1, 0, s[2]>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
