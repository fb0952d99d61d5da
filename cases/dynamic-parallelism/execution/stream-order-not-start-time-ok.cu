/*---
section: "D.3.1.1.1"
clause: dp.exec.no-start-guarantee
description: "The parent launches a producer and a consumer into one device stream and exits without waiting: correctness rests on stream order, not on when either child starts relative to the parent."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "13 26\n"
---*/
#include "cuconform.h"

__global__ void producer(int *x) { x[0] = 13; }
__global__ void consumer(int *x) { x[1] = x[0] + 13; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    producer<<<1, 1, 0, s>>>(x);
    consumer<<<1, 1, 0, s>>>(x);
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
