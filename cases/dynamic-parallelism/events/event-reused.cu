/*---
section: "D.3.1.8"
clause: dp.api.cudaeventrecord
description: "One event recorded twice in succession, each record followed by a dependent launch in another stream."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "10 11 30 31\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void produce(int *x, int i, int v) { spin(300000); x[i] = v; }
__global__ void consume(int *x, int i) { x[i + 1] = x[i] + 1; }

__global__ void parent(int *x) {
    cudaStream_t s1, s2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    produce<<<1, 1, 0, s1>>>(x, 0, 10);
    cudaEventRecord(e, s1);
    cudaStreamWaitEvent(s2, e, 0);
    consume<<<1, 1, 0, s2>>>(x, 0);
    produce<<<1, 1, 0, s1>>>(x, 2, 30);
    cudaEventRecord(e, s1);
    cudaStreamWaitEvent(s2, e, 0);
    consume<<<1, 1, 0, s2>>>(x, 2);
    cudaEventDestroy(e);
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
