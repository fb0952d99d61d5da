/*---
section: "D.2.2.1.1"
clause: dp.coherence.other-threads
description: "Without __syncthreads(), thread 5 writes two values and launches a child that reads only those: the launching thread's own writes are guaranteed to be seen."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "6 7 42\n"
---*/
#include "cuconform.h"

__global__ void child(const int *in, int *out) { *out = in[0] * in[1]; }

__global__ void parent(int *x) {
    if (threadIdx.x == 5) {
        x[0] = 6;
        x[1] = 7;
        child<<<1, 1>>>(x, x + 2);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
