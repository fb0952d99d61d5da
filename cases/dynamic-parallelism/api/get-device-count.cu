/*---
section: "D.3.1.8"
clause: dp.api.cudagetdevicecount
description: "Device-side cudaGetDeviceCount() returns cudaSuccess and the count the host sees."
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
    int n = -1;
    out[0] = cudaGetDeviceCount(&n);
    out[1] = n;
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
    int n;
    CC_CHECK(cudaGetDeviceCount(&n));
    std::printf("%lld %d\n", h[0], h[1] == n);
    return 0;
}
