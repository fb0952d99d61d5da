/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy
description: "The host writes a mapped buffer while the parent's child is running and reading it: host writes during the launch are outside both consistency points, so the child's view is undefined."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race between host code and a running kernel on managed or mapped memory: with concurrent managed access (Hopper on Linux) nothing faults, and no tool here sees host/device races"
note: "The clause gives zero-copy memory global memory's coherence and consistency and nothing more. Global memory has no guarantee for a host store concurrent with a kernel's load (its only orderings are the launch and completion points), so neither has zero-copy: the host store of 2 and the child's load are unordered plain accesses, a data race, and the child may print 1 or 2 or anything."
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(volatile int *zc, int *out) {
    spin(1000000);
    *out = zc[0];
}
__global__ void parent(int *zc, int *out) { child<<<1, 1>>>(zc, out); }

int main() {
    int *h, *dz, *out;
    CC_CHECK(cudaHostAlloc(&h, sizeof(int), cudaHostAllocMapped));
    h[0] = 1;
    CC_CHECK(cudaHostGetDevicePointer(&dz, h, 0));
    CC_CHECK(cudaMalloc(&out, sizeof(int)));
    parent<<<1, 1>>>(dz, out);
    h[0] = 2;
    cudaDeviceSynchronize();
    int r = 0;
    cudaMemcpy(&r, out, sizeof r, cudaMemcpyDeviceToHost);
    std::printf("%d\n", r);
    return 0;
}
