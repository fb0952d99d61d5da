/*---
section: "D.3.1.8"
clause: dp.api.cudalaunchdevice
description: "cudaLaunchDevice() given a parameter buffer in a __device__ global array (not obtained from cudaGetParameterBuffer())."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "cudaLaunchDevice() given a buffer that cudaGetParameterBuffer() did not return: the device runtime copies the parameters from it at the call, where the address is still valid, or rejects it with an error the code does not read; no tool here checks device-runtime buffers"
---*/
#include "cuconform.h"

__device__ __align__(64) char g_params[64];

__global__ void child(int *out) { *out = 3; }

__global__ void parent(int *out) {
    *(int **)g_params = out;
    cudaLaunchDevice((void *)child, g_params, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
