/*---
section: "D.2.2.1.4"
clause: dp.shared.no-pass
description: "The parent copies its shared-memory results to global memory before the launch and passes the global pointer, as the guide's permute example does."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "62\n"
---*/
#include "cuconform.h"

__global__ void child(const int *g, int *out) { *out = g[0] + g[31]; }

__global__ void parent(int *scratch, int *out) {
    __shared__ int s[32];
    s[threadIdx.x] = threadIdx.x * 2;
    __syncthreads();
    scratch[threadIdx.x] = s[threadIdx.x];
    __syncthreads();
    if (threadIdx.x == 0)
        child<<<1, 1>>>(scratch, out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    int *scratch;
    CC_CHECK(cudaMalloc(&scratch, 32 * sizeof(int)));
    parent<<<1, 32>>>(scratch, d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
