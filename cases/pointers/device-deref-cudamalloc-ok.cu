/*---
section: "I.4.4"
clause: pointer.device-deref-host-memory
description: "A kernel dereferences a pointer from cudaMalloc (global memory) and one to a __device__ array obtained in device code: neither points to host memory."
verdict: ok
phase: run
run:
  stdout: "11 44\n"
---*/
#include "cuconform.h"

__device__ int table[4] = {1, 2, 3, 4};

__global__ void add(int *dst) {
    const int *src = table;
    dst[threadIdx.x] += src[threadIdx.x];
}

int main(void) {
    int *d = nullptr;
    int h[4] = {10, 20, 30, 40};
    CC_CHECK(cudaMalloc(&d, sizeof h));
    CC_CHECK(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
    add<<<1, 4>>>(d);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[3]);
    return 0;
}
