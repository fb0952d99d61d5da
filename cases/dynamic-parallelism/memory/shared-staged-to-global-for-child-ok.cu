/*---
section: "D.2.2.1.4"
clause: dp.mem.distinct-local-shared
description: "The parent block reduces in shared memory, copies the result to global memory and passes the global pointer to its child: only global memory crosses the launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "496 992\n"
---*/
#include "cuconform.h"

__global__ void child(const int *sum, int *out) { *out = *sum * 2; }

__global__ void parent(int *x) {
    __shared__ int partial[32];
    partial[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) {
        int s = 0;
        for (int i = 0; i < 32; ++i) s += partial[i];
        x[0] = s;
        child<<<1, 1>>>(x, x + 1);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
