/*---
section: "D.3.2.2"
clause: dp.ptx.layout
description: "Parameter buffer with the two parameters written in swapped order (reordering is prohibited)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "parameters written in the wrong order: the child gets wrong values in its int and double, but the pointer it stores through is intact, so nothing faults and no tool sees a wrong layout"
---*/
#include "cuconform.h"

__global__ void child(int i, double d, long long *out) { *out = 1; }

__global__ void parent(long long *out) {
    long long v = 2;
    char *buf = (char *)cudaGetParameterBuffer(8, 24);
    *(double *)(buf + 0) = 2.0;
    *(int *)(buf + 8) = 1;
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
