/*---
section: "D.3.1.8"
clause: dp.api.cudagetparameterbuffer
description: "A parameter buffer asked for more bytes (64) than the child's parameters (a pointer and a double, 16 bytes) need, and filled with those 16: staying inside the size asked for is fine."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "21\n"
---*/
#include "cuconform.h"

__global__ void store(int *out, double v) { *out = (int)(v * 2.0); }

__global__ void parent(int *out) {
    void *buf = cudaGetParameterBuffer(8, 64);
    if (!buf) return;
    *(int **)buf = out;
    *(double *)((char *)buf + 8) = 10.5;
    cudaLaunchDevice((void *)store, buf, dim3(1), dim3(1), 0, 0);
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
