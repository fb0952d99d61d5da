/*---
section: "D.3.1.2.1"
clause: dp.streams.null-stream-shared
description: "Each of 4 blocks serializes the launches of its own 8 threads through its NULL stream; per-block counters updated non-atomically are exact."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "8 8 8 8\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void bump(int *c) {
    int v = *c;
    spin(20000);
    *c = v + 1;
}

__global__ void parent(int *c) { bump<<<1, 1>>>(c + blockIdx.x); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<4, 8>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
