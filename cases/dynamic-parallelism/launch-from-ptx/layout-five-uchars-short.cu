/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout five unsigned chars then short: unsigned char@0, unsigned char@1, unsigned char@2, unsigned char@3, unsigned char@4, short@6, long long *@8 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "200 200 200 200 200 -1234\n"
---*/
#include "cuconform.h"

__global__ void child(unsigned char p0, unsigned char p1, unsigned char p2, unsigned char p3, unsigned char p4, short p5, long long *out) {
    out[0] = p0;
    out[1] = p1;
    out[2] = p2;
    out[3] = p3;
    out[4] = p4;
    out[5] = p5;
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 16);
    *(unsigned char *)(buf + 0) = (unsigned char)200;
    *(unsigned char *)(buf + 1) = (unsigned char)200;
    *(unsigned char *)(buf + 2) = (unsigned char)200;
    *(unsigned char *)(buf + 3) = (unsigned char)200;
    *(unsigned char *)(buf + 4) = (unsigned char)200;
    *(short *)(buf + 6) = (short)-1234;
    *(long long **)(buf + 8) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, 6 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 6 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[6];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 6; ++i) std::printf(i ? " %lld" : "%lld", h[i]);
    std::printf("\n");
    return 0;
}
