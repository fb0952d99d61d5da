/*---
section: "D.3.1.8"
clause: dp.api.cudamemcpy2dasync
description: "Device-side cudaMemcpy2DAsync() copies a 3x4 sub-matrix between pitched device buffers."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 0 1 2 3 8 9 10 11 16 17 18 19\n"
---*/
#include "cuconform.h"

__global__ void parent(const int *src, int *dst, int *err) {
    *err = (int)cudaMemcpy2DAsync(dst, 4 * sizeof(int), src, 8 * sizeof(int),
                                  4 * sizeof(int), 3, cudaMemcpyDeviceToDevice, 0);
}

int main() {
    int h[24];
    for (int i = 0; i < 24; ++i) h[i] = i;
    int *src, *dst, *e;
    CC_CHECK(cudaMalloc(&src, sizeof h));
    CC_CHECK(cudaMalloc(&dst, 12 * sizeof(int)));
    CC_CHECK(cudaMalloc(&e, sizeof(int)));
    CC_CHECK(cudaMemcpy(src, h, sizeof h, cudaMemcpyHostToDevice));
    parent<<<1, 1>>>(src, dst, e);
    CC_SYNC();
    int r[12], err;
    CC_CHECK(cudaMemcpy(r, dst, sizeof r, cudaMemcpyDeviceToHost));
    CC_CHECK(cudaMemcpy(&err, e, sizeof err, cudaMemcpyDeviceToHost));
    std::printf("%d", err);
    for (int i = 0; i < 12; ++i) std::printf(" %d", r[i]);
    std::printf("\n");
    return 0;
}
