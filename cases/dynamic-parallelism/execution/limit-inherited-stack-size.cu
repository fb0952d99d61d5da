/*---
section: "D.3.1.1.2"
clause: dp.exec.launch-env-inherited
description: "cudaDeviceGetLimit(cudaLimitStackSize) in a grandchild grid returns the value configured on the host."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "err=0 same=1\n"
---*/
#include "cuconform.h"

__global__ void grandchild(unsigned long long *out) {
    size_t v = 0;
    out[1] = (unsigned long long)cudaDeviceGetLimit(&v, cudaLimitStackSize);
    out[0] = v;
}

__global__ void child(unsigned long long *out) { grandchild<<<1, 1>>>(out); }
__global__ void parent(unsigned long long *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 8192));
    size_t host = 0;
    CC_CHECK(cudaDeviceGetLimit(&host, cudaLimitStackSize));
    unsigned long long *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(unsigned long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    unsigned long long h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("err=%llu same=%d\n", h[1], h[0] == (unsigned long long)host);
    return 0;
}
