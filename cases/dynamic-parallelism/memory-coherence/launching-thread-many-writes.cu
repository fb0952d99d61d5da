/*---
section: "D.2.2.1.1"
clause: dp.coherence.launch-point
description: "All 16 global writes the launching thread makes before the launch are visible to the child, which sums them."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "136\n"
---*/
#include "cuconform.h"

__global__ void child(const int *in, int *out) {
    int s = 0;
    for (int i = 0; i < 16; ++i) s += in[i];
    *out = s;
}

__global__ void parent(int *in, int *out) {
    for (int i = 0; i < 16; ++i) in[i] = i + 1;
    child<<<1, 1>>>(in, out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    int *in;
    CC_CHECK(cudaMalloc(&in, 16 * sizeof(int)));
    parent<<<1, 1>>>(in, d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
