/*---
section: "D.3.1.1.1"
clause: dp.exec.no-start-guarantee
description: "The parent launches a child, fills its own half of the output without looking at the child's half, and exits; the host reads both halves: correct whenever the child starts."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 2 3 0 2 4 6\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[threadIdx.x + 4] = 2 * threadIdx.x; }

__global__ void parent(int *x) {
    if (threadIdx.x == 0) child<<<1, 4>>>(x);
    x[threadIdx.x] = threadIdx.x;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<1, 4>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
