/*---
section: "D.2.1.5"
clause: dp.streams.multithread-order
description: "Threads 0 and 1 launch into the shared NULL stream with no synchronization: the launches are serialized in one of the two orders."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout_regex: "^(12|21)\n$"
note: "Unordered launches of two threads into the same stream: the order depends on scheduling, but the NULL stream serializes them, so the value is 12 or 21."
---*/
#include "cuconform.h"

__global__ void put(int *x, int v) { *x = *x * 10 + v; }

__global__ void parent(int *x) {
    if (threadIdx.x == 0)
        put<<<1, 1>>>(x, 1);
    if (threadIdx.x == 1)
        put<<<1, 1>>>(x, 2);
}

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
