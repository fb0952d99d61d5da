/*---
section: "D.2.1.1"
clause: dp.exec.device-launch
description: "A kernel launches itself recursively; each nesting level records its depth."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 4 9 16 25\n"
---*/
#include "cuconform.h"

__global__ void rec(int *out, int depth, int max_depth) {
    out[depth] = depth * depth;
    if (depth + 1 < max_depth)
        rec<<<1, 1>>>(out, depth + 1, max_depth);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 6 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 6 * sizeof(int)));
    rec<<<1, 1>>>(d, 0, 6);
    CC_SYNC();
    int h[6];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 6; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
