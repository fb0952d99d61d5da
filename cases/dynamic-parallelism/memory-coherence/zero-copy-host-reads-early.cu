/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy
description: "The host reads a mapped buffer that a device-launched child is writing, before synchronizing on the parent: as with global memory, nothing is guaranteed before the completion point."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race between host code and a running kernel on managed or mapped memory: with concurrent managed access (Hopper on Linux) nothing faults, and no tool here sees host/device races"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(volatile int *p) { spin(1000000); *p = 1; }
__global__ void parent(int *p) { child<<<1, 1>>>(p); }

int main() {
    int *h, *dp;
    CC_CHECK(cudaHostAlloc((void **)&h, sizeof(int), cudaHostAllocMapped));
    *h = 0;
    CC_CHECK(cudaHostGetDevicePointer((void **)&dp, h, 0));
    parent<<<1, 1>>>(dp);
    int early = *(volatile int *)h;
    CC_SYNC();
    std::printf("%d %d\n", early, *h);
    return 0;
}
