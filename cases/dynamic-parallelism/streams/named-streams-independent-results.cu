/*---
section: "D.3.1.2"
clause: dp.exec.child-concurrency
description: "Children in four named streams that touch disjoint data: correct whether or not they run concurrently."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 4 9 16\n"
---*/
#include "cuconform.h"

__global__ void child(int *slot, int v) { *slot = v * v; }

__global__ void parent(int *out) {
    cudaStream_t s[4];
    for (int i = 0; i < 4; ++i) {
        cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking);
        child<<<1, 1, 0, s[i]>>>(out + i, i + 1);
    }
    for (int i = 0; i < 4; ++i) cudaStreamDestroy(s[i]);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
