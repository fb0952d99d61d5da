/*---
section: "D.3.1.2"
clause: dp.exec.child-concurrency
description: "Eight children in eight device streams each add to one counter with atomicAdd() and never wait on each other: the total is the same serialized or concurrent."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "36 8\n"
---*/
#include "cuconform.h"

__global__ void add(int *x, int v) { atomicAdd(&x[0], v); atomicMax(&x[1], v); }

__global__ void parent(int *x) {
    for (int i = 1; i <= 8; ++i) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        add<<<1, 1, 0, s>>>(x, i);
        cudaStreamDestroy(s);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
