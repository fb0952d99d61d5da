/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout double, char, double: double@0, char@8, double@16, long long *@24 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "-3 -5 -3\n"
---*/
#include "cuconform.h"

__global__ void child(double p0, char p1, double p2, long long *out) {
    out[0] = (long long)(p0 * 4);
    out[1] = p1;
    out[2] = (long long)(p2 * 4);
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 32);
    *(double *)(buf + 0) = -0.75;
    *(char *)(buf + 8) = (char)-5;
    *(double *)(buf + 16) = -0.75;
    *(long long **)(buf + 24) = out;
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
