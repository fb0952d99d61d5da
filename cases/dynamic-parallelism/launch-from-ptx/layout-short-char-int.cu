/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout short, char, int: short@0, char@2, int@4, long long *@8 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "-1234 -5 123456\n"
---*/
#include "cuconform.h"

__global__ void child(short p0, char p1, int p2, long long *out) {
    out[0] = p0;
    out[1] = p1;
    out[2] = p2;
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 16);
    *(short *)(buf + 0) = (short)-1234;
    *(char *)(buf + 2) = (char)-5;
    *(int *)(buf + 4) = 123456;
    *(long long **)(buf + 8) = out;
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
