/*---
section: "D.3.1.1.2"
clause: dp.exec.no-device-reconfig
description: "cudaFuncSetAttribute(cudaFuncAttributeMaxDynamicSharedMemorySize) and cudaDeviceSetCacheConfig() are called by the host before the parent launch, from a helper run at start-up: reconfiguration stays on the host."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "12288\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    extern __shared__ int smem[];
    smem[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) *out = 12288;
}

__global__ void parent(int *out) { child<<<1, 32, 12288>>>(out); }

static void configure() {
    CC_CHECK(cudaFuncSetAttribute(child, cudaFuncAttributeMaxDynamicSharedMemorySize, 12288));
    CC_CHECK(cudaDeviceSetCacheConfig(cudaFuncCachePreferShared));
}

int main() {
    configure();
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h = 0;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
