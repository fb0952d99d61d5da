/*---
section: "D.3.1.2.1"
clause: dp.streams.null-stream-shared
description: "32 threads of one block each launch a child into the implicit NULL stream; each child does a slow non-atomic read-modify-write of one counter. The shared NULL stream executes them in order, so no update is lost."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "32\n"
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

__global__ void parent(int *c) { bump<<<1, 1>>>(c); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
