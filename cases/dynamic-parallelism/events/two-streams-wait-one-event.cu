/*---
section: "D.3.1.3"
clause: dp.events.stream-wait
description: "Two streams wait on the same event; both consumers see the producer's result."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4 4 8\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void producer(int *x) { spin(1000000); x[0] = 4; }
__global__ void consumer(int *x, int i) { x[i] = x[0] * i; }

__global__ void parent(int *x) {
    cudaStream_t s0, s1, s2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s0, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    producer<<<1, 1, 0, s0>>>(x);
    cudaEventRecord(e, s0);
    cudaStreamWaitEvent(s1, e, 0);
    cudaStreamWaitEvent(s2, e, 0);
    consumer<<<1, 1, 0, s1>>>(x, 1);
    consumer<<<1, 1, 0, s2>>>(x, 2);
    cudaEventDestroy(e);
    cudaStreamDestroy(s0);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
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
