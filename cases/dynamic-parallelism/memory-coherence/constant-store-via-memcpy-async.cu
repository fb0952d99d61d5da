/*---
section: "D.3.1.6.4"
clause: dp.constant.store-through-pointer
description: "A kernel uses the address of a __constant__ array as the destination of a device-side cudaMemcpyAsync(): constant data cannot be altered from within a running kernel."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a store to __constant__ data through a generic pointer lands in the global memory that backs the constant bank, a valid address: nothing faults, and no tool flags writes to constant data (later reads may see either value)"
---*/
#include "cuconform.h"

__constant__ int c_arr[4];
__device__ int g_src[4] = {1, 2, 3, 4};

__global__ void reader(int *out) { out[0] = c_arr[2]; }

__global__ void parent(int *out) {
    cudaMemcpyAsync((void *)&c_arr[0], g_src, sizeof g_src, cudaMemcpyDeviceToDevice, 0);
    reader<<<1, 1>>>(out);
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
