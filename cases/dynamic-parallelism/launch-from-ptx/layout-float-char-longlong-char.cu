/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout float, char, long long, char: float@0, char@4, long long@8, char@16, long long *@24 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "10 -5 -9000000000 -5\n"
---*/
#include "cuconform.h"

__global__ void child(float p0, char p1, long long p2, char p3, long long *out) {
    out[0] = (long long)(p0 * 4);
    out[1] = p1;
    out[2] = p2;
    out[3] = p3;
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 32);
    *(float *)(buf + 0) = 2.5f;
    *(char *)(buf + 4) = (char)-5;
    *(long long *)(buf + 8) = -9000000000LL;
    *(char *)(buf + 16) = (char)-5;
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
