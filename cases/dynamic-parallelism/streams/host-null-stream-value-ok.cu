/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "A kernel launches into stream 0, which on the device names the block's own NULL stream, not any host object: valid."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "31\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 31; }
__global__ void parent(int *out) { cudaStream_t s = 0; child<<<1, 1, 0, s>>>(out); }

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
