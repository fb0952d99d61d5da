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
  stdout: "65536\n"
note: "64 KB of dynamic shared memory is above the 48 KB every kernel gets without the attribute and within what sm_75 and later allow with it, so the child launch succeeds only because the host's cudaFuncSetAttribute() also governs device-side launches (D.3.1.1.2); the child reports the size it got from %dynamic_smem_size."
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    extern __shared__ int smem[];
    unsigned bytes;
    asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(bytes));
    smem[bytes / sizeof(int) - 1 - threadIdx.x] = threadIdx.x;   // touch the top of the range
    __syncthreads();
    if (threadIdx.x == 0) *out = (int)bytes;
}

__global__ void parent(int *out) { child<<<1, 32, 65536>>>(out); }

static void configure() {
    CC_CHECK(cudaFuncSetAttribute(child, cudaFuncAttributeMaxDynamicSharedMemorySize, 65536));
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
