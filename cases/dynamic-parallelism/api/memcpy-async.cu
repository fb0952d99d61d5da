/*---
section: "D.3.1.8"
clause: dp.api.cudamemcpyasync
description: "Device-side cudaMemcpyAsync() device-to-device in the NULL stream; a child launched afterwards in the same stream sees the copy."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2016 0\n"
---*/
#include "cuconform.h"

__global__ void check(const int *dst, int *out) {
    int s = 0;
    for (int i = 0; i < 64; ++i) s += dst[i];
    *out = s;
}

__global__ void parent(const int *src, int *dst, int *out) {
    out[1] = (int)cudaMemcpyAsync(dst, src, 64 * sizeof(int), cudaMemcpyDeviceToDevice, 0);
    check<<<1, 1>>>(dst, out);
}

int main() {
    int h[64];
    for (int i = 0; i < 64; ++i) h[i] = i;
    int *src, *dst, *out;
    CC_CHECK(cudaMalloc(&src, sizeof h));
    CC_CHECK(cudaMalloc(&dst, sizeof h));
    CC_CHECK(cudaMalloc(&out, 2 * sizeof(int)));
    CC_CHECK(cudaMemcpy(src, h, sizeof h, cudaMemcpyHostToDevice));
    CC_CHECK(cudaMemset(dst, 0, sizeof h));
    parent<<<1, 1>>>(src, dst, out);
    CC_SYNC();
    int r[2];
    CC_CHECK(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", r[0], r[1]);
    return 0;
}
