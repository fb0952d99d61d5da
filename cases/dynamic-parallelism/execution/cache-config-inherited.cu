/*---
section: "D.3.1.1.2"
clause: dp.exec.launch-env-inherited
description: "cudaDeviceGetCacheConfig() in a device-launched child returns the configuration the host set."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "err=0 same=1\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    cudaFuncCache c;
    out[1] = (int)cudaDeviceGetCacheConfig(&c);
    out[0] = (int)c;
}

__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared));
    cudaFuncCache host;
    CC_CHECK(cudaDeviceGetCacheConfig(&host));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("err=%d same=%d\n", h[1], h[0] == (int)host);
    return 0;
}
