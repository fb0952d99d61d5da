/*---
section: "D.3.1.5"
clause: dp.devmgmt.attributes-any-device
description: "cudaDeviceGetAttribute(cudaDevAttrComputeCapabilityMajor) in a device-launched child equals the host's value."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { out[1] = (int)cudaDeviceGetAttribute(&out[0], cudaDevAttrComputeCapabilityMajor, 0); }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int v;
    CC_CHECK(cudaDeviceGetAttribute(&v, cudaDevAttrComputeCapabilityMajor, 0));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[1], h[0] == v);
    return 0;
}
