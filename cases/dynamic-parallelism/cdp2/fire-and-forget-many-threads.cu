/*---
section: "D.3.1.2.2"
clause: dp.cdp2.fire-and-forget
description: "Every thread of a 2x32 grid fire-and-forgets a child writing its own slot; all complete before the host's synchronization returns."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "2016\n"
---*/
#include "cuconform.h"

__global__ void faf(int *slot, int v) { *slot = v; }

__global__ void parent(int *out) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    faf<<<1, 1, 0, cudaStreamFireAndForget>>>(out + i, i);
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
