/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout pointer first, then char, int2, short2, char4: long long *@0, char@8, int2@16, short2@24, char4@28 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "-5 7 -7 300 -300 1 2 3 4\n"
---*/
#include "cuconform.h"

__global__ void child(long long *out, char p1, int2 p2, short2 p3, char4 p4) {
    out[0] = p1;
    out[1] = p2.x;
    out[2] = p2.y;
    out[3] = p3.x;
    out[4] = p3.y;
    out[5] = p4.x;
    out[6] = p4.y;
    out[7] = p4.z;
    out[8] = p4.w;
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 32);
    *(long long **)(buf + 0) = out;
    *(char *)(buf + 8) = (char)-5;
    *(int2 *)(buf + 16) = make_int2(7, -7);
    *(short2 *)(buf + 24) = make_short2(300, -300);
    *(char4 *)(buf + 28) = make_char4(1, 2, 3, 4);
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, 9 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 9 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[9];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 9; ++i) std::printf(i ? " %lld" : "%lld", h[i]);
    std::printf("\n");
    return 0;
}
