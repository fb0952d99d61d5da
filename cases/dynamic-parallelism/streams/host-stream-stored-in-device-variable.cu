/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "The host copies a host-created stream handle into a __device__ variable with cudaMemcpyToSymbol(); a kernel launches its child into it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__device__ cudaStream_t g_host_stream;

__global__ void child(int *x) { x[0] = 1; }
__global__ void parent(int *x) { child<<<1, 1, 0, g_host_stream>>>(x); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    cudaStream_t hs;
    CC_CHECK(cudaStreamCreateWithFlags(&hs, cudaStreamNonBlocking));
    CC_CHECK(cudaMemcpyToSymbol(g_host_stream, &hs, sizeof hs));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
