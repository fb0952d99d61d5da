/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer with a double placed at offset 4 after an int (it must be at offset 8)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: misaligned}
---*/
#include "cuconform.h"

__global__ void child(int i, double d, long long *out) { *out = 1; }

__global__ void parent(long long *out) {
    long long v = 2;
    char *buf = (char *)cudaGetParameterBuffer(8, 24);
    *(int *)(buf + 0) = 1;
    *(double *)(buf + 4) = 2.0;
    *(long long **)(buf + 16) = out;
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
