/*---
section: "D.3.2.1.2"
clause: dp.api.cudagetparameterbuffer
description: "64 threads each obtain their own parameter buffer and launch a child; every child writes its slot."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2080\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int i) { out[i] = i + 1; }

__global__ void parent(int *out) {
    char *b = (char *)cudaGetParameterBuffer(8, 12);
    *(int **)b = out;
    *(int *)(b + 8) = blockIdx.x * blockDim.x + threadIdx.x;
    cudaLaunchDevice((void *)child, b, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 64 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 64 * sizeof(int)));
    parent<<<2, 32>>>(d);
    CC_SYNC();
    int h[64];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < 64; ++i) s += h[i];
    std::printf("%lld\n", s);
    return 0;
}
