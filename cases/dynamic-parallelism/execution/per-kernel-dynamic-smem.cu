/*---
section: "D.3.1.1.2"
clause: dp.exec.per-kernel-config
description: "The host raises a kernel's cudaFuncAttributeMaxDynamicSharedMemorySize; a device-side launch of that kernel with 64 KB of dynamic shared memory then succeeds."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
  compute: 70
run:
  stdout: "launch-error=0 sum=16384\n"
---*/
#include "cuconform.h"

constexpr int kBytes = 64 * 1024;

__global__ void child(int *out) {
    extern __shared__ int smem[];
    int n = kBytes / sizeof(int);
    for (int i = threadIdx.x; i < n; i += blockDim.x) smem[i] = 1;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < n; ++i) s += smem[i];
        out[1] = s;
    }
}

__global__ void parent(int *out) {
    child<<<1, 128, kBytes>>>(out);
    out[0] = (int)cudaGetLastError();
}

int main() {
    CC_CHECK(cudaFuncSetAttribute(child, cudaFuncAttributeMaxDynamicSharedMemorySize, kBytes));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("launch-error=%d sum=%d\n", h[0], h[1]);
    return 0;
}
