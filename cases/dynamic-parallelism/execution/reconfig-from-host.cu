/*---
section: "D.3.1.1.2"
clause: dp.exec.no-device-reconfig
description: "The kernel environment is configured from the host (cudaFuncSetCacheConfig, cudaDeviceSetLimit) before the launch; device-side launches then run with it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void child(unsigned long long *out) { size_t v; cudaDeviceGetLimit(&v, cudaLimitStackSize); *out = v; }
__global__ void parent(unsigned long long *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaFuncSetCacheConfig(child, cudaFuncCachePreferShared));
    CC_CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 2048));
    size_t host;
    CC_CHECK(cudaDeviceGetLimit(&host, cudaLimitStackSize));
    unsigned long long *d;
    CC_CHECK(cudaMalloc(&d, sizeof(unsigned long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    unsigned long long h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h == host);
    return 0;
}
