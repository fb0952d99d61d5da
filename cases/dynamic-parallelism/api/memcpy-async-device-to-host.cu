/*---
section: "D.3.1.8"
clause: dp.api.memcpy-device-to-device
description: "Device-side cudaMemcpyAsync() with kind cudaMemcpyDeviceToHost: only device-to-device copies are permitted."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-side cudaMemcpyAsync() with a kind other than device-to-device on buffers the device can reach: the device runtime may copy or return an error the code only records; no memory access goes wrong for a tool to see"
---*/
#include "cuconform.h"

__global__ void parent(const int *a, int *b, int *err) {
    *err = (int)cudaMemcpyAsync(b, a, 4 * sizeof(int), cudaMemcpyDeviceToHost, 0);
}

int main() {
    int *a, *b, *e;
    CC_CHECK(cudaMalloc(&a, 4 * sizeof(int)));
    CC_CHECK(cudaMalloc(&b, 4 * sizeof(int)));
    CC_CHECK(cudaMalloc(&e, sizeof(int)));
    CC_CHECK(cudaMemset(e, 0xff, sizeof(int)));
    parent<<<1, 1>>>(a, b, e);
    // Record what the device runtime answered (the guide gives no outcome, so any is
    // conforming): the launch status and the cudaError_t the device-side call returned.
    cudaError_t s = cudaDeviceSynchronize();
    int h = -1;
    if (s == cudaSuccess) CC_CHECK(cudaMemcpy(&h, e, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s %d\n", cudaGetErrorName(s), h);
    return 0;
}
