/*---
section: "D.3.1.5"
clause: dp.devmgmt.attributes-any-device
description: "cudaDeviceGetAttribute() for a device ordinal equal to the device count returns cudaErrorInvalidDevice, as on the host."
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
    int v;
    out[0] = cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, n) == cudaErrorInvalidDevice;
}
__global__ void parent(int n, int *out) { child<<<1, 1>>>(n, out); }

int main() {
    int n;
    CC_CHECK(cudaGetDeviceCount(&n));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(n, d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
