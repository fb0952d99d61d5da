/*---
section: "D.4.3.1.4"
clause: dp.limits.set-before-launch
description: "Pending launch count, heap size and stack size set on the host before any kernel launch, then a nested program runs."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "16\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { int *p; cudaMalloc((void **)&p, 1024); out[threadIdx.x] = p != nullptr; cudaFree(p); }
__global__ void parent(int *out) { child<<<1, 16>>>(out); }

int main() {
    CC_CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 1024));
    CC_CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 16u << 20));
    CC_CHECK(cudaDeviceSetLimit(cudaLimitStackSize, 4096));
    int *d;
    CC_CHECK(cudaMalloc(&d, 16 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[16], s = 0;
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; ++i) s += h[i];
    std::printf("%d\n", s);
    return 0;
}
