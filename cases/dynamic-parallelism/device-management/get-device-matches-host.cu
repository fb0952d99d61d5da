/*---
section: "D.3.1.5"
clause: dp.devmgmt.get-device
description: "The host selects the last device; cudaGetDevice() in a device-launched child returns that same device number."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { cudaGetDevice(out); }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int n;
    CC_CHECK(cudaGetDeviceCount(&n));
    CC_CHECK(cudaSetDevice(n - 1));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0xff, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h == n - 1);
    return 0;
}
