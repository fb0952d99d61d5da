/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer with an int placed at offset 1 after a char (it must be at offset 4)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: misaligned}
---*/
#include "cuconform.h"

__global__ void child(char c, int i, long long *out) { *out = 1; }

__global__ void parent(long long *out) {
    long long v = 2;
    char *buf = (char *)cudaGetParameterBuffer(8, 16);
    *(char *)(buf + 0) = 1;
    *(int *)(buf + 1) = 2;
    *(long long **)(buf + 8) = out;
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
