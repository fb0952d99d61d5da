/*---
section: "D.3.1.8"
clause: dp.api.cudastreamdestroy
description: "Thread 0 creates a stream and launches a chain of two kernels into it; after __syncthreads() thread 7 destroys it. Both launches still complete in order."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "3 7\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void first(int *x) { spin(500000); x[0] = 3; }
__global__ void second(int *x) { x[1] = x[0] + 4; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s;
    if (threadIdx.x == 0) {
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        first<<<1, 1, 0, s>>>(x);
        second<<<1, 1, 0, s>>>(x);
    }
    __syncthreads();
    if (threadIdx.x == 7) cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 8>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
