/*---
section: "D.2.2.1.4"
clause: dp.shared.no-pass
description: "A pointer to the parent's __shared__ array is passed to the child inside a struct argument; the child writes through it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"

struct View { int *data; int n; };

__global__ void child(View v) { v.data[threadIdx.x] = 1; }

__global__ void parent(int *out) {
    __shared__ int s[4];
    s[threadIdx.x] = 0;
    __syncthreads();
    if (threadIdx.x == 0) child<<<1, 4>>>(View{s, 4});
    __syncthreads();
    out[threadIdx.x] = s[threadIdx.x];
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 4>>>(d);
    cudaDeviceSynchronize();
    int h[4] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
