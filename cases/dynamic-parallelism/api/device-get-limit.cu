/*---
section: "D.3.1.8"
clause: dp.api.cudadevicegetlimit
description: "Device-side cudaDeviceGetLimit() returns cudaSuccess and the host's values for cudaLimitStackSize and cudaLimitDevRuntimePendingLaunchCount."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 0 1 1\n"
---*/
#include "cuconform.h"

__global__ void child(long long *out) {
    size_t a = 0, b = 0;
    out[0] = cudaDeviceGetLimit(&a, cudaLimitStackSize);
    out[1] = cudaDeviceGetLimit(&b, cudaLimitDevRuntimePendingLaunchCount);
    out[2] = a;
    out[3] = b;
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
    size_t a, b;
    CC_CHECK(cudaDeviceGetLimit(&a, cudaLimitStackSize));
    CC_CHECK(cudaDeviceGetLimit(&b, cudaLimitDevRuntimePendingLaunchCount));
    std::printf("%lld %lld %d %d\n", h[0], h[1], h[2] == (long long)a, h[3] == (long long)b);
    return 0;
}
