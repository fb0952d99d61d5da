/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer layout char then float4 (16-byte): char@0, float4@16, long long *@32 (each parameter at the smallest multiple of its size past the previous one); the child receives every value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "-5 1 2 3 4\n"
---*/
#include "cuconform.h"

__global__ void child(char p0, float4 p1, long long *out) {
    out[0] = p0;
    out[1] = (long long)p1.x;
    out[2] = (long long)p1.y;
    out[3] = (long long)p1.z;
    out[4] = (long long)p1.w;
}

__global__ void parent(long long *out) {
    char *buf = (char *)cudaGetParameterBuffer(16, 40);
    *(char *)(buf + 0) = (char)-5;
    *(float4 *)(buf + 16) = make_float4(1.0f, 2.0f, 3.0f, 4.0f);
    *(long long **)(buf + 32) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, 5 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 5 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[5];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 5; ++i) std::printf(i ? " %lld" : "%lld", h[i]);
    std::printf("\n");
    return 0;
}
