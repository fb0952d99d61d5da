/*---
section: "D.3.1"
clause: dp.exec.device-launch
description: "A kernel launches a child grid with <<< >>>; the child's writes are visible to the host after the parent completes."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 2 4 6 8 10 12 14\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[threadIdx.x] = 2 * threadIdx.x; }

__global__ void parent(int *out) { child<<<1, 8>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 8 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 8 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[8];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 8; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
