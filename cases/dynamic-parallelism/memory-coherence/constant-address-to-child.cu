/*---
section: "D.2.2.1.3"
clause: dp.constant.address
description: "The parent takes the address of a __constant__ object and passes it to the child, which reads through it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "789\n"
---*/
#include "cuconform.h"

__constant__ int table[3] = {7, 8, 9};

__global__ void child(const int *t, int *out) { *out = t[0] * 100 + t[1] * 10 + t[2]; }
__global__ void parent(int *out) { child<<<1, 1>>>(&table[0], out); }

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
