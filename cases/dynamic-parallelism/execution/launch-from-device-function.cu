/*---
section: "D.3.1"
clause: dp.exec.device-launch
description: "A __device__ function called by a kernel may launch a child grid."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "10 11 12 13\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int v) { out[threadIdx.x] = v + threadIdx.x; }

__device__ void launch_it(int *out) { child<<<1, 4>>>(out, 10); }

__global__ void parent(int *out) { launch_it(out); }

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
