/*---
section: "D.3.1.3"
clause: dp.scope.block-visible
description: "Thread 0 creates the streams and the event in shared memory and records after the producer; after __syncthreads() thread 1 waits on the event and launches the consumer."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "6 66\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void producer(int *x) { spin(1000000); x[0] = 6; }
__global__ void consumer(int *x) { x[1] = x[0] + 60; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s1, s2;
    __shared__ cudaEvent_t e;
    if (threadIdx.x == 0) {
        cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
        cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
        cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
        producer<<<1, 1, 0, s1>>>(x);
        cudaEventRecord(e, s1);
    }
    __syncthreads();
    if (threadIdx.x == 1) {
        cudaStreamWaitEvent(s2, e, 0);
        consumer<<<1, 1, 0, s2>>>(x);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
