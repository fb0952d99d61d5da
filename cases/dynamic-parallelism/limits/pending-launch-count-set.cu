/*---
section: "D.4.3.1.4"
clause: dp.limits.pending-launch-count
description: "The host sets cudaLimitDevRuntimePendingLaunchCount to 4096; the host and a device-launched child read 4096."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4096 4096\n"
---*/
#include "cuconform.h"

__global__ void child(unsigned long long *out) { size_t v = 0; cudaDeviceGetLimit(&v, cudaLimitDevRuntimePendingLaunchCount); *out = v; }
__global__ void parent(unsigned long long *out) { child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 4096));
    size_t host = 0;
    CC_CHECK(cudaDeviceGetLimit(&host, cudaLimitDevRuntimePendingLaunchCount));
    unsigned long long *d;
    CC_CHECK(cudaMalloc(&d, sizeof(unsigned long long)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    unsigned long long h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%zu %llu\n", host, h);
    return 0;
}
