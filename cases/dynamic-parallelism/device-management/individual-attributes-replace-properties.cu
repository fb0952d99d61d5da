/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-device-properties
description: "Device code gathers what cudaGetDeviceProperties() would give through individual cudaDeviceGetAttribute() calls."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    cudaDeviceGetAttribute(&out[0], cudaDevAttrComputeCapabilityMajor, 0);
    cudaDeviceGetAttribute(&out[1], cudaDevAttrComputeCapabilityMinor, 0);
    cudaDeviceGetAttribute(&out[2], cudaDevAttrMaxThreadsPerBlock, 0);
}
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    cudaDeviceProp p;
    CC_CHECK(cudaGetDeviceProperties(&p, 0));
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h[0] == p.major && h[1] == p.minor && h[2] == p.maxThreadsPerBlock);
    return 0;
}
