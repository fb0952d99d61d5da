/*---
section: "D.2.2.1.3"
clause: dp.constant.immutable
description: "A statically initialized __constant__ variable has the same value in a device-launched child as in the host-launched parent."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1234 1234\n"
---*/
#include "cuconform.h"

__constant__ int k = 1234;

__global__ void child(int *out) { out[1] = k; }
__global__ void parent(int *out) { out[0] = k; child<<<1, 1>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
