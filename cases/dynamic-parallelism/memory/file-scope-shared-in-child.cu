/*---
section: "D.3.1.6.3"
clause: dp.shared-decl.both-valid
description: "A statically sized file-scope __shared__ array used by a device-launched child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "992\n"
---*/
#include "cuconform.h"

__shared__ int tile[32];

__global__ void child(int *out) {
    tile[threadIdx.x] = threadIdx.x * 2;
    __syncthreads();
    out[threadIdx.x] = tile[31 - threadIdx.x];
}

__global__ void parent(int *out) { child<<<1, 32>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 32 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 32 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[32];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < 32; ++i) s += h[i];
    std::printf("%lld\n", s);
    return 0;
}
