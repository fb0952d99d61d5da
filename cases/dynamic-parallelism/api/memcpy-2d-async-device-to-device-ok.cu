/*---
section: "D.3.1.8"
clause: dp.api.memcpy-device-to-device
description: "Device-side cudaMemcpy2DAsync() copying a 2x3 block between two pitched device buffers, kind cudaMemcpyDeviceToDevice, in a device stream followed by a child that reads it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 4 5 6\n"
---*/
#include "cuconform.h"

__global__ void show(const int *dst, int *out) {
    for (int i = 0; i < 6; ++i) out[i] = dst[(i / 3) * 4 + i % 3];
}

__global__ void parent(const int *src, int *dst, int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaMemcpy2DAsync(dst, 4 * sizeof(int), src, 4 * sizeof(int), 3 * sizeof(int), 2,
                      cudaMemcpyDeviceToDevice, s);
    show<<<1, 1, 0, s>>>(dst, out);
}

int main() {
    int *src, *dst, *out;
    CC_CHECK(cudaMalloc(&src, 8 * sizeof(int)));
    CC_CHECK(cudaMalloc(&dst, 8 * sizeof(int)));
    CC_CHECK(cudaMalloc(&out, 6 * sizeof(int)));
    int h[8] = {1, 2, 3, 0, 4, 5, 6, 0};
    CC_CHECK(cudaMemcpy(src, h, sizeof h, cudaMemcpyHostToDevice));
    parent<<<1, 1>>>(src, dst, out);
    CC_SYNC();
    int r[6];
    CC_CHECK(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 6; ++i) std::printf(i ? " %d" : "%d", r[i]);
    std::printf("\n");
    return 0;
}
