/*---
section: "D.3.1.8"
clause: dp.api.memcpy-async-only
description: "Device code uses the async forms only: cudaMemsetAsync() then cudaMemcpyAsync() in one stream, then a child reading the copy."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "14\n"
---*/
#include "cuconform.h"

__global__ void check(const unsigned char *b, int *out) { *out = b[0] + b[15]; }

__global__ void parent(unsigned char *a, unsigned char *b, int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaMemsetAsync(a, 7, 16, s);
    cudaMemcpyAsync(b, a, 16, cudaMemcpyDeviceToDevice, s);
    check<<<1, 1, 0, s>>>(b, out);
    cudaStreamDestroy(s);
}

int main() {
    unsigned char *a, *b;
    int *out;
    CC_CHECK(cudaMalloc(&a, 16));
    CC_CHECK(cudaMalloc(&b, 16));
    CC_CHECK(cudaMalloc(&out, sizeof(int)));
    parent<<<1, 1>>>(a, b, out);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, out, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
