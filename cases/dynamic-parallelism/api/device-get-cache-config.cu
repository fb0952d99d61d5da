/*---
section: "D.3.1.8"
clause: dp.api.cudadevicegetcacheconfig
description: "Device-side cudaDeviceGetCacheConfig() returns cudaSuccess and the configuration the host set (cudaFuncCachePreferL1)."
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
    cudaFuncCache c = cudaFuncCachePreferNone;
    out[0] = cudaDeviceGetCacheConfig(&c);
    out[1] = c;
}

__global__ void parent(long long *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1));
    long long *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(long long)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    long long h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    cudaFuncCache host;
    CC_CHECK(cudaDeviceGetCacheConfig(&host));
    std::printf("%lld %d\n", h[0], h[1] == (long long)host);
    return 0;
}
