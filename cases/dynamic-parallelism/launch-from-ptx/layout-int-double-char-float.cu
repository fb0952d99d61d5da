/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout int, double, char, float: int@0, double@8, char@16, float@20, long long *@24 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "123456 -3 -5 10\n"
---*/
#include "cuconform.h"

__global__ void child(int p0, double p1, char p2, float p3, long long *out) {
    out[0] = p0;
    out[1] = (long long)(p1 * 4);
    out[2] = p2;
    out[3] = (long long)(p3 * 4);
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 32);
    *(int *)(buf + 0) = 123456;
    *(double *)(buf + 8) = -0.75;
    *(char *)(buf + 16) = (char)-5;
    *(float *)(buf + 20) = 2.5f;
    *(long long **)(buf + 24) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %lld" : "%lld", h[i]);
    std::printf("\n");
    return 0;
}
