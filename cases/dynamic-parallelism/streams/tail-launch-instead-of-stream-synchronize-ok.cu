/*---
section: "D.3.1.2"
clause: dp.streams.no-sync-query
description: "CDP2: a kernel that would have waited with cudaStreamSynchronize() puts the dependent work in cudaStreamTailLaunch instead; the host synchronizes its own stream with cudaStreamSynchronize()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
since: "12.0"
requires:
  features: [cdp]
run:
  stdout: "6 7\n"
---*/
#include "cuconform.h"

__global__ void produce(int *x) { x[0] = 6; }
__global__ void after(int *x) { x[1] = x[0] + 1; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    produce<<<1, 1, 0, s>>>(x);
    after<<<1, 1, 0, cudaStreamTailLaunch>>>(x);
    cudaStreamDestroy(s);
}

int main() {
    cudaStream_t hs;
    CC_CHECK(cudaStreamCreateWithFlags(&hs, cudaStreamNonBlocking));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1, 0, hs>>>(d);
    CC_CHECK(cudaStreamSynchronize(hs));
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
