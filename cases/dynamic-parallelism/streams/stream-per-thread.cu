/*---
section: "D.3.1.2"
clause: dp.scope.block-visible
description: "Each of 16 threads creates its own stream, launches a child into it and destroys it; all children complete."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "240\n"
---*/
#include "cuconform.h"

__global__ void child(int *slot, int v) { *slot = v; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1, 0, s>>>(out + threadIdx.x, threadIdx.x * 2);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 16 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 16 * sizeof(int)));
    parent<<<1, 16>>>(d);
    CC_SYNC();
    int h[16];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < 16; ++i) s += h[i];
    std::printf("%lld\n", s);
    return 0;
}
