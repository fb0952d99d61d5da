/*---
section: "D.3.1.4.1"
clause: dp.sync.multiple-callers
description: "All 32 threads launch a child and then call cudaDeviceSynchronize() simultaneously; every call returns cudaSuccess and, after __syncthreads(), every child's write is visible."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "96\n"
note: "Sum of 32 child slots (32), the parent's count of them (32) and the number of successful cudaDeviceSynchronize() calls (32)."
---*/
#include "cuconform.h"

__global__ void child(int *slot) { *slot = 1; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x + threadIdx.x);
    __syncthreads();
    int ok = cudaDeviceSynchronize() == cudaSuccess;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < 32; ++i) s += x[i];
        x[32] = s;
    }
    atomicAdd(&x[33], ok);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 34 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 34 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[34];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < 34; ++i) s += h[i];
    std::printf("%lld\n", s);
    return 0;
}
