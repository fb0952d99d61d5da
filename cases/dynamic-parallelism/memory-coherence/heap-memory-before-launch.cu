/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "Memory the parent allocates with device-side cudaMalloc() and fills before the launch is seen by the child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "321 0\n"
note: "The allocation is not freed: the parent cannot know when the child is done without a synchronization point."
---*/
#include "cuconform.h"

__global__ void child(const int *buf, int *out) {
    out[0] = buf[0] + buf[1] + buf[2];
}

__global__ void parent(int *out) {
    int *buf;
    if (cudaMalloc((void **)&buf, 3 * sizeof(int)) != cudaSuccess) { out[1] = -1; return; }
    buf[0] = 1; buf[1] = 20; buf[2] = 300;
    child<<<1, 1>>>(buf, out);
}

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
