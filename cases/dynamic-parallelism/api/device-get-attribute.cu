/*---
section: "D.3.1.8"
clause: dp.api.cudadevicegetattribute
description: "Device-side cudaDeviceGetAttribute() for the current device returns the host's value of cudaDevAttrMaxThreadsPerBlock."
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
    int v = -1;
    out[0] = cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0);
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
    int v;
    CC_CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrMaxThreadsPerBlock, 0));
    std::printf("%lld %d\n", h[0], h[1] == v);
    return 0;
}
