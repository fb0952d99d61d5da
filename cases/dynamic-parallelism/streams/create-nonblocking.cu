/*---
section: "D.3.1.2"
clause: dp.streams.nonblocking-required
description: "A device stream created with cudaStreamCreateWithFlags(cudaStreamNonBlocking), used for a launch and destroyed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 4 0 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[threadIdx.x] = threadIdx.x + 1; }

__global__ void parent(int *out) {
    cudaStream_t s;
    out[4] = (int)cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 4, 0, s>>>(out);
    out[5] = (int)cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 6 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 6 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[6];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 6; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
