/*---
section: "D.3.1.2"
clause: dp.streams.nonblocking-required
description: "A __device__ helper creates the non-blocking stream that the kernel then launches into."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "12\n"
---*/
#include "cuconform.h"

__device__ cudaStream_t make_stream() {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    return s;
}

__global__ void child(int *out) { *out = 12; }

__global__ void parent(int *out) {
    cudaStream_t s = make_stream();
    child<<<1, 1, 0, s>>>(out);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
