/*---
section: "D.3.2.1.1"
clause: dp.ptx.launch-apis
description: "cudaLaunchDevice() with a sharedMemSize of 128 ints; the child uses it as extern __shared__ memory."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "8128\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    extern __shared__ int smem[];
    smem[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < 128; ++i) s += smem[i];
        *out = s;
    }
}

__global__ void parent(int *out) {
    void *b = cudaGetParameterBuffer(8, 8);
    *(int **)b = out;
    cudaLaunchDevice((void *)child, b, dim3(1), dim3(128), 128 * sizeof(int), 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
