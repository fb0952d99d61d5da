/*---
section: "D.3.1"
clause: dp.exec.config
description: "Dg and Db are dim3: a device-side launch with a 3-D grid and 3-D blocks runs gridDim x blockDim threads with the configured extents."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "48 231 412\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    atomicAdd(&out[0], 1);
    if (blockIdx.x == 0 && blockIdx.y == 0 && blockIdx.z == 0 && threadIdx.x == 0 && threadIdx.y == 0 && threadIdx.z == 0) {
        out[1] = gridDim.x * 100 + gridDim.y * 10 + gridDim.z;
        out[2] = blockDim.x * 100 + blockDim.y * 10 + blockDim.z;
    }
}

__global__ void parent(int *out) {
    dim3 Dg(2, 3, 1);
    dim3 Db(4, 1, 2);
    child<<<Dg, Db>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
