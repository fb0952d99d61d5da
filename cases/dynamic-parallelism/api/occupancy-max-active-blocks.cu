/*---
section: "D.3.1.8"
clause: dp.api.cudaoccupancymaxactiveblockspermultiprocessor
description: "Device-side cudaOccupancyMaxActiveBlocksPerMultiprocessor() gives the host's answer for the same kernel, block size and shared memory."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1\n"
---*/
#include "cuconform.h"

__global__ void target(float *x) { extern __shared__ float s[]; s[threadIdx.x] = x[threadIdx.x]; x[threadIdx.x] = s[threadIdx.x] * 2; }

__global__ void child(int *out) {
    int n = -1;
    out[0] = (int)cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)target, 256, 4096);
    out[1] = n;
}

__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int n;
    CC_CHECK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, target, 256, 4096));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1] == n);
    return 0;
}
