/*---
section: "D.3.1"
clause: dp.exec.config
description: "Ns and S are optional: <<<Dg, Db>>> and <<<Dg, Db, 0, 0>>> launch into the block's NULL stream with no dynamic shared memory; both children run."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "5 5 7 7\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int v) {
    __shared__ int s;
    if (threadIdx.x == 0) s = v;
    __syncthreads();
    out[threadIdx.x] = s;
}

__global__ void parent(int *out) {
    child<<<1, 2>>>(out, 5);
    child<<<1, 2, 0, 0>>>(out + 2, 7);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
