/*---
section: "D.2.2.1.1"
clause: dp.coherence.other-threads
description: "Every parent thread writes its slot, __syncthreads(), then each thread launches a child that reads its neighbour's slot: the barrier orders every write before every launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 3 6 9 12 15 18 21 3 6 9 12 15 18 21 0\n"
---*/
#include "cuconform.h"

__global__ void child(const int *in, int *out, int i) { out[i] = in[(i + 1) % 8]; }

__global__ void parent(int *x) {
    x[threadIdx.x] = threadIdx.x * 3;
    __syncthreads();
    child<<<1, 1>>>(x, x + 8, threadIdx.x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 16 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 16 * sizeof(int)));
    parent<<<1, 8>>>(d);
    CC_SYNC();
    int h[16];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 16; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
