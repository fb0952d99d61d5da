/*---
section: "D.3.1.8"
clause: dp.api.cudamemcpyasync
description: "Device-side cudaMemcpyAsync() into a named stream after a producer kernel in the same stream copies the produced data."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "112\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void produce(int *a) { spin(500000); a[threadIdx.x] = 7; }

__global__ void parent(int *a, int *b) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    produce<<<1, 16, 0, s>>>(a);
    cudaMemcpyAsync(b, a, 16 * sizeof(int), cudaMemcpyDeviceToDevice, s);
    cudaStreamDestroy(s);
}

int main() {
    int *a, *b;
    CC_CHECK(cudaMalloc(&a, 16 * sizeof(int)));
    CC_CHECK(cudaMalloc(&b, 16 * sizeof(int)));
    CC_CHECK(cudaMemset(b, 0, 16 * sizeof(int)));
    parent<<<1, 1>>>(a, b);
    CC_SYNC();
    int h[16];
    CC_CHECK(cudaMemcpy(h, b, sizeof h, cudaMemcpyDeviceToHost));
    int s = 0;
    for (int i = 0; i < 16; ++i) s += h[i];
    std::printf("%d\n", s);
    return 0;
}
