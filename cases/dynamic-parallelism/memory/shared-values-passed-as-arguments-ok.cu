/*---
section: "D.2.2.1.4"
clause: dp.shared.no-pass
description: "The parent passes values read from its shared memory (not their address) as launch arguments: the child gets copies."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "21\n"
---*/
#include "cuconform.h"

__global__ void child(int a, int b, int *out) { *out = a + b; }

__global__ void parent(int *out) {
    __shared__ int s[2];
    s[threadIdx.x] = 10 + threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) child<<<1, 1>>>(s[0], s[1], out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 2>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
