/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout char then double: char@0, double@8, long long *@16 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "-5 -3\n"
---*/
#include "cuconform.h"

__global__ void child(char p0, double p1, long long *out) {
    out[0] = p0;
    out[1] = (long long)(p1 * 4);
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 24);
    *(char *)(buf + 0) = (char)-5;
    *(double *)(buf + 8) = -0.75;
    *(long long **)(buf + 16) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %lld" : "%lld", h[i]);
    std::printf("\n");
    return 0;
}
