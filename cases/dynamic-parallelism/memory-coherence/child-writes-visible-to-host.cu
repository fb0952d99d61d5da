/*---
section: "D.2.2.1.1"
clause: dp.coherence.completion-point
description: "Every write of a 4-block child grid is visible to the host after it has synchronized on the parent."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "768\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[blockIdx.x * blockDim.x + threadIdx.x] = 3; }
__global__ void parent(int *out) { child<<<4, 64>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 256 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 256 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[256];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long long s = 0;
    for (int i = 0; i < 256; ++i) s += h[i];
    std::printf("%lld\n", s);
    return 0;
}
