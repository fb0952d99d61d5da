/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout char then longlong2: char@0, longlong2@16, long long *@32 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "-5 5 -6\n"
---*/
#include "cuconform.h"

__global__ void child(char p0, longlong2 p1, long long *out) {
    out[0] = p0;
    out[1] = p1.x;
    out[2] = p1.y;
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(16, 40);
    *(char *)(buf + 0) = (char)-5;
    *(longlong2 *)(buf + 16) = make_longlong2(5LL, -6LL);
    *(long long **)(buf + 32) = out;
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
