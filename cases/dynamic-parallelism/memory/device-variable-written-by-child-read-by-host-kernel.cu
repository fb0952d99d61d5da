/*---
section: "D.3.1.6.1"
clause: dp.device-vars.same
description: "A __device__ array written by a device-launched child is read by a later host-launched kernel."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "50\n"
---*/
#include "cuconform.h"

__device__ int table[4];

__global__ void child() { table[threadIdx.x] = (threadIdx.x + 1) * 5; }
__global__ void parent() { child<<<1, 4>>>(); }
__global__ void reader(int *out) { *out = table[0] + table[1] + table[2] + table[3]; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>();
    reader<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
