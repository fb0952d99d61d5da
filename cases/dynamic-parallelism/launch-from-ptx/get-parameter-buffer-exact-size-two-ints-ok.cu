/*---
section: "D.3.1.8"
clause: dp.api.cudagetparameterbuffer
description: "A parameter buffer asked for exactly the child's parameters (a pointer and two ints, 16 bytes) is filled with exactly that much and launched with cudaLaunchDevice()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "42\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int a, int b) { *out = a * b; }

__global__ void parent(int *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 16);
    if (!buf) return;
    *(int **)buf = out;           // offset 0, 8 bytes
    *(int *)(buf + 8) = 6;        // offset 8
    *(int *)(buf + 12) = 7;       // offset 12: 16 bytes in all, as asked
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
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
