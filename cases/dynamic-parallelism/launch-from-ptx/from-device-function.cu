/*---
section: "D.3.1.7.1"
clause: dp.ptx.launch-apis
description: "A __device__ helper wraps cudaGetParameterBuffer()/cudaLaunchDevice(); kernels launch through it in a loop."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 4 9 16 25 36 49 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int i) { out[i] = i * i; }

__device__ cudaError_t launch_child(int *out, int i) {
    char *b = (char *)cudaGetParameterBuffer(8, 12);
    *(int **)b = out;
    *(int *)(b + 8) = i;
    return cudaLaunchDevice((void *)child, b, dim3(1), dim3(1), 0, 0);
}

__global__ void parent(int *out) {
    int errs = 0;
    for (int i = 0; i < 8; ++i) errs += launch_child(out, i) != cudaSuccess;
    out[8] = errs;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 9 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 9 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[9];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 9; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
