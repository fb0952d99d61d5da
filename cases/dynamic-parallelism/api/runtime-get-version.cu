/*---
section: "D.3.1.8"
clause: dp.api.cudaruntimegetversion
description: "Device-side cudaRuntimeGetVersion() returns cudaSuccess and a positive version number."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1\n"
---*/
#include "cuconform.h"

__global__ void child(long long *out) {
    int v = 0;
    out[0] = cudaRuntimeGetVersion(&v);
    out[1] = v;
}

__global__ void parent(long long *out) { child<<<1, 1>>>(out); }

int main() {
    long long *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%lld %d\n", h[0], h[1] > 0);
    return 0;
}
