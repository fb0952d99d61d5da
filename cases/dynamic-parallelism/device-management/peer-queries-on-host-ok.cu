/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-set-device
description: "Multi-GPU management (cudaGetDeviceCount, cudaDeviceCanAccessPeer, cudaSetDevice) done in a host function of a program whose kernels launch children; the kernels touch only their own device."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__global__ void child(int *p) { atomicAdd(p, 1); }
__global__ void parent(int *p) { child<<<1, 2>>>(p); }

static void run_on_every_device() {
    int n = 0;
    CC_CHECK(cudaGetDeviceCount(&n));
    for (int dev = 0; dev < n; ++dev) {
        int peer = 0;
        if (n > 1) CC_CHECK(cudaDeviceCanAccessPeer(&peer, dev, (dev + 1) % n));
        CC_CHECK(cudaSetDevice(dev));
        int *d;
        CC_CHECK(cudaMalloc(&d, sizeof(int)));
        CC_CHECK(cudaMemset(d, 0, sizeof(int)));
        parent<<<1, 1>>>(d);
        CC_SYNC();
        CC_CHECK(cudaFree(d));
    }
}

int main() {
    run_on_every_device();
    return 0;
}
