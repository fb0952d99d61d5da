/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy
description: "The host fills a write-combined mapped buffer (cudaHostAllocWriteCombined | cudaHostAllocMapped) before the launch; a device-launched child reads it and writes results to device memory."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 11 21 31\n"
---*/
#include "cuconform.h"

__global__ void child(const int *zc, int *out) { out[threadIdx.x] = zc[threadIdx.x] + 1; }
__global__ void parent(const int *zc, int *out) { child<<<1, 4>>>(zc, out); }

int main() {
    int *h, *dz, *out;
    CC_CHECK(cudaHostAlloc(&h, 4 * sizeof(int), cudaHostAllocWriteCombined | cudaHostAllocMapped));
    for (int i = 0; i < 4; ++i) h[i] = 10 * i;
    CC_CHECK(cudaHostGetDevicePointer(&dz, h, 0));
    CC_CHECK(cudaMalloc(&out, 4 * sizeof(int)));
    parent<<<1, 1>>>(dz, out);
    CC_SYNC();
    int r[4];
    CC_CHECK(cudaMemcpy(r, out, sizeof r, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", r[0], r[1], r[2], r[3]);
    return 0;
}
