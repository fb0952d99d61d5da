/*---
section: "D.3.1.3"
clause: dp.events.disable-timing-required
description: "cudaEventDisableTiming combined with another flag still satisfies the requirement; the dependency works."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "3 6 0\n"
note: "cudaEventBlockingSync only concerns host threads waiting in cudaEventSynchronize(); with cudaEventDisableTiming set, the device requirement is met."
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void producer(int *x) { spin(500000); x[0] = 3; }
__global__ void consumer(int *x) { x[1] = x[0] + 3; }

__global__ void parent(int *x) {
    cudaStream_t s1, s2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    x[2] = (int)cudaEventCreateWithFlags(&e, cudaEventDisableTiming | cudaEventBlockingSync);
    producer<<<1, 1, 0, s1>>>(x);
    cudaEventRecord(e, s1);
    cudaStreamWaitEvent(s2, e, 0);
    consumer<<<1, 1, 0, s2>>>(x);
    cudaEventDestroy(e);
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
