/*---
section: "D.3.1.7"
clause: dp.errors.child-exception
description: "A child grid that traps: the parent's cudaGetLastError() after the launch is cudaSuccess, and the error reaches the host at its synchronization."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "host-launch=0 host-sync-failed=1\n"
---*/
#include "cuconform.h"

__global__ void child() { asm volatile("trap;"); }

__global__ void parent(int *out) {
    child<<<1, 1>>>();
    out[0] = (int)cudaGetLastError();
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0xff, sizeof(int)));
    int *h;
    CC_CHECK(cudaMallocHost(&h, sizeof(int)));
    *h = -1;
    parent<<<1, 1>>>(d);
    cudaError_t launch = cudaGetLastError();
    cudaError_t sync = cudaDeviceSynchronize();
    std::printf("host-launch=%d host-sync-failed=%d\n", (int)launch, sync != cudaSuccess);
    return 0;
}
