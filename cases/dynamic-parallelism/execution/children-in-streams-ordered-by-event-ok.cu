/*---
section: "D.3.1.2"
clause: dp.exec.child-concurrency
description: "Two children in separate device streams where the second needs the first's result: the dependency is expressed with an event, so the program is correct whether or not the streams run concurrently."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "9 81\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void first(int *x) { spin(500000); x[0] = 9; }
__global__ void second(int *x) { x[1] = x[0] * x[0]; }

__global__ void parent(int *x) {
    cudaStream_t a, b;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    first<<<1, 1, 0, a>>>(x);
    cudaEventRecord(e, a);
    cudaStreamWaitEvent(b, e, 0);
    second<<<1, 1, 0, b>>>(x);
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
