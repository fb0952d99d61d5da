/*---
section: "D.3.1.3"
clause: dp.events.stream-wait
description: "The consumer is launched into stream s2 before s2 waits on the producer's event: cudaStreamWaitEvent() only orders work submitted after it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void producer(int *x) { spin(1000000); x[0] = 5; }
__global__ void consumer(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s1, s2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    producer<<<1, 1, 0, s1>>>(x);
    cudaEventRecord(e, s1);
    consumer<<<1, 1, 0, s2>>>(x);
    cudaStreamWaitEvent(s2, e, 0);
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
