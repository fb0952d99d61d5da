/*---
section: "D.3.1.7.1"
clause: dp.api.cudalaunchdevice
description: "A CUDA C++ kernel launches a child with cudaGetParameterBuffer() and cudaLaunchDevice() instead of <<< >>>; the launch returns cudaSuccess and the child runs with the given configuration."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 4 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[threadIdx.x] = threadIdx.x + 1; }

__global__ void parent(int *out) {
    void *buf = cudaGetParameterBuffer(sizeof(int *), sizeof(int *));
    *(int **)buf = out;
    out[4] = (int)cudaLaunchDevice((void *)child, buf, dim3(1), dim3(4), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 5 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 5 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[5];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 5; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
