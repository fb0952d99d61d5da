/*---
section: "D.2.1.5"
clause: dp.exec.no-block-concurrency
description: "Each of 32 blocks launches its own child that writes its own slot; no block waits for another, so the result does not depend on how many blocks run at once."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "31\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int b) { x[b] = b % 3; }
__global__ void parent(int *x) { if (threadIdx.x == 0) child<<<1, 1>>>(x, blockIdx.x); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 32 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 32 * sizeof(int)));
    parent<<<32, 4>>>(d);
    CC_SYNC();
    int h[32];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int s = 0;
    for (int i = 0; i < 32; ++i) s += h[i];
    std::printf("%d\n", s);
    return 0;
}
