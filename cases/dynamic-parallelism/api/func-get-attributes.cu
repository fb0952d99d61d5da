/*---
section: "D.3.1.8"
clause: dp.api.cudafuncgetattributes
description: "Device-side cudaFuncGetAttributes() on a kernel returns the same maxThreadsPerBlock, numRegs and sharedSizeBytes as the host call."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 1 1\n"
---*/
#include "cuconform.h"

__global__ void __launch_bounds__(256) target(int *x) {
    __shared__ int s[100];
    s[threadIdx.x % 100] = threadIdx.x;
    __syncthreads();
    x[threadIdx.x] = s[(threadIdx.x + 1) % 100];
}

__global__ void child(int *out) {
    cudaFuncAttributes a;
    out[0] = (int)cudaFuncGetAttributes(&a, (const void *)target);
    out[1] = a.maxThreadsPerBlock;
    out[2] = a.numRegs;
    out[3] = (int)a.sharedSizeBytes;
}

__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    cudaFuncAttributes a;
    CC_CHECK(cudaFuncGetAttributes(&a, target));
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1] == a.maxThreadsPerBlock, h[2] == a.numRegs, h[3] == (int)a.sharedSizeBytes);
    return 0;
}
