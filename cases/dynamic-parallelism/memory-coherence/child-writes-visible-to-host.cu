/*---
section: "D.2.1.1"
clause: dp.exec.parent-waits-children
description: "Every write of a 4-block child grid is visible to the host after it has synchronized on the parent."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
note: "No device-side synchronization: the host sees the child's writes because the parent grid completes only after its children (D.2.1.1), which holds for CDP1 and CDP2 alike. The device-side point (dp.coherence.completion-point) ended with CDP1 in 12.0; this one did not."
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
