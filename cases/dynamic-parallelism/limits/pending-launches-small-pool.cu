/*---
section: "D.4.3.1.3"
clause: dp.limits.virtualized-pool
description: "With the fixed-size pool set to 32 launches, 200 launches pending behind a slow child still all succeed through the virtualized pool."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "200 0\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void slow(int *count) { spin(20000000); atomicAdd(count, 1); }
__global__ void quick(int *count) { atomicAdd(count, 1); }

__global__ void parent(int *out, int n) {
    slow<<<1, 1>>>(out);
    for (int i = 1; i < n; ++i) {
        quick<<<1, 1>>>(out);
        if (cudaGetLastError() != cudaSuccess) atomicAdd(&out[1], 1);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    CC_CHECK(cudaDeviceSetLimit(cudaLimitDevRuntimePendingLaunchCount, 32));
    parent<<<1, 1>>>(d, 200);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
