/*---
section: "D.2.1.5"
clause: dp.streams.in-order
description: "Threads 0 and 1 launch into the shared NULL stream with __syncthreads() between the launches, which fixes their order in the stream."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "12\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void put(int *x, int v, long long delay) { spin(delay); *x = *x * 10 + v; }

__global__ void parent(int *x) {
    if (threadIdx.x == 0)
        put<<<1, 1>>>(x, 1, 500000);
    __syncthreads();
    if (threadIdx.x == 1)
        put<<<1, 1>>>(x, 2, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 2>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
