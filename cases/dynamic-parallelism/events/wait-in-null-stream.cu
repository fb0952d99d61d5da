/*---
section: "D.3.1.3"
clause: dp.events.stream-wait
description: "cudaStreamWaitEvent() with flags 0 after cudaEventRecord() into a stream of the same block is the complete supported event workflow; a dependent launch into the NULL stream works too."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2 4\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void producer(int *x) { spin(500000); x[0] = 2; }
__global__ void consumer(int *x) { x[1] = x[0] * x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    producer<<<1, 1, 0, s>>>(x);
    cudaEventRecord(e, s);
    cudaStreamWaitEvent(0, e, 0);
    consumer<<<1, 1>>>(x);
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
