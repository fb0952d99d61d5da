/*---
section: "D.3.1.2.3"
clause: dp.cdp2.tail-launch
description: "A tail launch with a 2-D grid and dynamic shared memory in its configuration."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
run:
  stdout: "192\n"
---*/
#include "cuconform.h"

__global__ void tail(int *out) {
    extern __shared__ int s[];
    s[threadIdx.x] = 1;
    __syncthreads();
    if (threadIdx.x == 0) {
        int t = 0;
        for (int i = 0; i < blockDim.x; ++i) t += s[i];
        atomicAdd(out, t);
    }
}

__global__ void parent(int *out) {
    tail<<<dim3(2, 3), 32, 32 * sizeof(int), cudaStreamTailLaunch>>>(out);
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
