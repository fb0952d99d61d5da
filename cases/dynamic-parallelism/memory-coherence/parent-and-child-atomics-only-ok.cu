/*---
section: "D.2.2.1.1"
clause: dp.coherence.unsynchronized
description: "Parent and child update the same counter after the launch only with device-scope atomicAdd(): atomic read-modify-writes do not race, and the host sees both updates."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
note: "The clause's race is between plain accesses; atomic operations on one location are not a data race under the CUDA memory model, so the sum is defined."
run:
  stdout: "101\n"
---*/
#include "cuconform.h"

__global__ void child(int *c) { atomicAdd(c, 100); }

__global__ void parent(int *c) {
    child<<<1, 1>>>(c);
    atomicAdd(c, 1);
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
