/*---
section: "D.2.1.5"
clause: dp.exec.no-block-concurrency
description: "Each block writes a partial result and returns; the combining step is a child of a separate host launch after the first grid completed, so no block ever waits on another."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 4 5 6 7 8 36\n"
---*/
#include "cuconform.h"

__global__ void combine(const int *parts, int n, int *out) {
    int s = 0;
    for (int i = 0; i < n; ++i) s += parts[i];
    *out = s;
}
__global__ void partials(int *parts) { parts[blockIdx.x] = blockIdx.x + 1; }
__global__ void finish(int *parts, int n) { combine<<<1, 1>>>(parts, n, parts + n); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 9 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 9 * sizeof(int)));
    partials<<<8, 1>>>(d);
    finish<<<1, 1>>>(d, 8);
    CC_SYNC();
    int h[9];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 9; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
