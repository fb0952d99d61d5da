/*---
section: "D.2.2.1.4"
clause: dp.memcpy.local-shared-error
description: "cudaMemcpyAsync() into a __shared__ array: passing shared or local memory pointers to these APIs is illegal and returns an error."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 0\n"
---*/
#include "cuconform.h"

__global__ void parent(int *out) {
    __shared__ int s[4];
    out[0] = cudaMemcpyAsync(s, out + 2, sizeof s, cudaMemcpyDeviceToDevice, 0) != cudaSuccess;
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
