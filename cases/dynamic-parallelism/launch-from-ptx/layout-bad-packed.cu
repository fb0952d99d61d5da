/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer with parameters packed back to back with no alignment (char, long long at offset 1)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

__global__ void child(char c, long long v, long long *out) { *out = 1; }

__global__ void parent(long long *out) {
    long long v = 2;
    char *buf = (char *)cudaGetParameterBuffer(8, 17);
    *(char *)(buf + 0) = 1;
    memcpy(buf + 1, &v, 8);
    memcpy(buf + 9, &out, 8);
    (void)v;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, sizeof(long long)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
