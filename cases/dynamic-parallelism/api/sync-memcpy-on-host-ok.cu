/*---
section: "D.3.1.8"
clause: dp.api.memcpy-async-only
description: "The synchronous cudaMemcpy() and cudaMemset() stay available to host code of a dynamic-parallelism program; only device code is limited to the async forms, and the kernel copies with cudaMemcpyAsync()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "7 7 7 7\n"
---*/
#include "cuconform.h"

__global__ void parent(int *dst, const int *src) {
    cudaMemcpyAsync(dst, src, 4 * sizeof(int), cudaMemcpyDeviceToDevice, 0);
}

int main() {
    int *src, *dst;
    CC_CHECK(cudaMalloc(&src, 4 * sizeof(int)));
    CC_CHECK(cudaMalloc(&dst, 4 * sizeof(int)));
    int h[4] = {7, 7, 7, 7};
    CC_CHECK(cudaMemcpy(src, h, sizeof h, cudaMemcpyHostToDevice));
    CC_CHECK(cudaMemset(dst, 0, sizeof h));
    parent<<<1, 1>>>(dst, src);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(h, dst, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
