/*---
section: "D.3.2.1.1"
clause: dp.ptx.launch-apis
description: "cudaLaunchDevice() with a 3-D gridDimension and blockDimension; the child counts its threads and reports its dimensions."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "96 322 241\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    atomicAdd(&out[0], 1);
    if (blockIdx.x + blockIdx.y + blockIdx.z + threadIdx.x + threadIdx.y + threadIdx.z == 0) {
        out[1] = gridDim.x * 100 + gridDim.y * 10 + gridDim.z;
        out[2] = blockDim.x * 100 + blockDim.y * 10 + blockDim.z;
    }
}

__global__ void parent(int *out) {
    void *b = cudaGetParameterBuffer(8, 8);
    *(int **)b = out;
    cudaLaunchDevice((void *)child, b, dim3(3, 2, 2), dim3(2, 4, 1), 0, 0);
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
