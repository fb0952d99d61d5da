/*---
section: "D.3.1.5"
clause: dp.devmgmt.attributes-any-device
description: "A kernel queries cudaDevAttrComputeCapabilityMajor and cudaDevAttrPciBusId of every device in the system (not only its own); the values equal the host's."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void child(int n, int *out) {
    for (int dev = 0; dev < n; ++dev) {
        cudaDeviceGetAttribute(&out[2 * dev], cudaDevAttrComputeCapabilityMajor, dev);
        cudaDeviceGetAttribute(&out[2 * dev + 1], cudaDevAttrPciBusId, dev);
    }
}
__global__ void parent(int n, int *out) { child<<<1, 1>>>(n, out); }

int main() {
    int n;
    CC_CHECK(cudaGetDeviceCount(&n));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * n * sizeof(int)));
    parent<<<1, 1>>>(n, d);
    CC_SYNC();
    int *h = new int[2 * n];
    CC_CHECK(cudaMemcpy(h, d, 2 * n * sizeof(int), cudaMemcpyDeviceToHost));
    int same = 0;
    for (int dev = 0; dev < n; ++dev) {
        int major, bus;
        CC_CHECK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, dev));
        CC_CHECK(cudaDeviceGetAttribute(&bus, cudaDevAttrPciBusId, dev));
        same += h[2 * dev] == major && h[2 * dev + 1] == bus;
    }
    std::printf("%d\n", same == n);
    return 0;
}
