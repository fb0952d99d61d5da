/*---
section: "D.3.1"
clause: dp.exec.device-launch
description: "A __host__ __device__ function containing a <<< >>> launch works when called from the host and when called from a kernel."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 2 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int v) { out[v] = v; }

__host__ __device__ void launch_it(int *out, int v) { child<<<1, 1>>>(out, v); }

__global__ void parent(int *out) { launch_it(out, 2); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    launch_it(d, 1);
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
