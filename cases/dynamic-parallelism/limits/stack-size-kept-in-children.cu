/*---
section: "D.4.3.1.4"
clause: dp.limits.stack-size
description: "cudaLimitStackSize set on the host (16 KB) is what device-launched grandchildren report, and they can use a large local array."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 255\n"
---*/
#include "cuconform.h"

__global__ void grandchild(unsigned long long *out, int n) {
    volatile unsigned char big[8192];
    for (int i = 0; i < n; ++i) big[i] = (unsigned char)i;
    size_t v = 0;
    cudaDeviceGetLimit(&v, cudaLimitStackSize);
    out[0] = v;
    out[1] = big[n - 1];
}
__global__ void child(unsigned long long *out) { grandchild<<<1, 1>>>(out, 8192); }
__global__ void parent(unsigned long long *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 16384));
    size_t host = 0;
    CC_CHECK(cudaDeviceGetLimit(&host, cudaLimitStackSize));
    unsigned long long *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(unsigned long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    unsigned long long h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %llu\n", h[0] == host, h[1]);
    return 0;
}
