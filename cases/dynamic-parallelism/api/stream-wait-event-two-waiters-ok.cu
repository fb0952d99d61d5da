/*---
section: "D.3.1.8"
clause: dp.api.cudastreamwaitevent
description: "One device event recorded after a slow producer is waited on by two device streams; both consumers see the producer's write."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "11 12 13\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void produce(int *x) { spin(500000); x[0] = 11; }
__global__ void copy_to(int *x, int i) { x[i] = x[0] + i; }

__global__ void parent(int *x) {
    cudaStream_t p, c1, c2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&p, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&c1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&c2, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    produce<<<1, 1, 0, p>>>(x);
    cudaEventRecord(e, p);
    cudaStreamWaitEvent(c1, e, 0);
    cudaStreamWaitEvent(c2, e, 0);
    copy_to<<<1, 1, 0, c1>>>(x, 1);
    copy_to<<<1, 1, 0, c2>>>(x, 2);
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
