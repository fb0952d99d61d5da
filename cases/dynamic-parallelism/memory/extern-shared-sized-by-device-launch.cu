/*---
section: "D.3.1.6.3"
clause: dp.shared-decl.both-valid
description: "A child combining a static __shared__ array with extern __shared__ memory whose size the parent computes at run time."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "21900\n"
---*/
#include "cuconform.h"

__global__ void child(int n, int *out) {
    __shared__ int fixed[2];
    extern __shared__ int dyn[];
    if (threadIdx.x < 2) fixed[threadIdx.x] = 1000;
    dyn[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = fixed[0] + fixed[1];
        for (int i = 0; i < n; ++i) s += dyn[i];
        *out = s;
    }
}

__global__ void parent(int *out, int n) { child<<<1, n, n * sizeof(int)>>>(n, out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d, 200);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
