/*---
section: "D.2.2.1.4"
clause: dp.shared.no-pass
description: "A parent passes a pointer to its static __shared__ array to a child, which reads it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

__global__ void child(const int *p, int *out) { *out = p[0]; }

__global__ void parent(int *out) {
    __shared__ int s[32];
    s[threadIdx.x] = threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0)
        child<<<1, 1>>>(s, out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
