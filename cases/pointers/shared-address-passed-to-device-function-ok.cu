/*---
section: "I.4.4"
clause: pointer.device-var-address-device-only
description: "The address of a __shared__ array and of a __constant__ variable taken in a kernel and passed to a __device__ function: used in device code only."
verdict: ok
phase: run
run:
  stdout: "33\n"
---*/
#include "cuconform.h"

__constant__ int bias = 5;

__device__ int reduce(const int *s, const int *b, int n) {
    int acc = *b;
    for (int i = 0; i < n; ++i) acc += s[i];
    return acc;
}

__global__ void kern(int *out) {
    __shared__ int tile[8];
    tile[threadIdx.x] = (int)threadIdx.x;
    __syncthreads();
    if (threadIdx.x == 0) *out = reduce(tile, &bias, 8);
}

int main(void) {
    int *d = nullptr, h = 0;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    kern<<<1, 8>>>(d);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
