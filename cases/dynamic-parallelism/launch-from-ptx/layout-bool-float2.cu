/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout bool then float2: bool@0, float2@8, long long *@16 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 6 -8\n"
---*/
#include "cuconform.h"

__global__ void child(bool p0, float2 p1, long long *out) {
    out[0] = p0;
    out[1] = (long long)(p1.x * 4);
    out[2] = (long long)(p1.y * 4);
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 24);
    *(bool *)(buf + 0) = true;
    *(float2 *)(buf + 8) = make_float2(1.5f, -2.0f);
    *(long long **)(buf + 16) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %lld" : "%lld", h[i]);
    std::printf("\n");
    return 0;
}
