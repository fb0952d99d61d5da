/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-set-device
description: "A kernel that only needs to know its device calls cudaGetDevice() and passes the ordinal to a child; selecting a device stays with the host (cudaSetDevice before the launch)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "same\n"
---*/
#include "cuconform.h"

__global__ void child(int dev, int *out) { *out = dev; }

__global__ void parent(int *out) {
    int dev = -1;
    if (cudaGetDevice(&dev) == cudaSuccess)
        child<<<1, 1>>>(dev, out);
}

int main() {
    int n = 0;
    CC_CHECK(cudaGetDeviceCount(&n));
    int chosen = n - 1;
    CC_CHECK(cudaSetDevice(chosen));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    // -1 until the child writes: fresh memory is often 0, the ordinal of a one-GPU machine,
    // which would print "same" even if no child ran.
    CC_CHECK(cudaMemset(d, 0xff, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h = -2;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s\n", h == chosen ? "same" : "different");
    return 0;
}
