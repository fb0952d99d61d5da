/*---
section: "D.3.1.8"
clause: dp.api.cudafree
description: "Device-side cudaFree() in a grandchild releases memory the parent allocated with device-side cudaMalloc()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 44\n"
---*/
#include "cuconform.h"

__global__ void release(int *p, int *out) { out[1] = p[0]; out[0] = (int)cudaFree(p); }

__global__ void parent(int *out) {
    int *p;
    cudaMalloc((void **)&p, sizeof(int));
    *p = 44;
    release<<<1, 1>>>(p, out);
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
