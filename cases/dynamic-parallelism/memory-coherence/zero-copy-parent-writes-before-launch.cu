/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy
description: "Zero-copy memory has the launch-point guarantee of global memory: the child sees the parent's write to a mapped host buffer made before the launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "41 42\n"
---*/
#include "cuconform.h"

__global__ void child(int *p) { p[1] = p[0] + 1; }
__global__ void parent(int *p) { p[0] = 41; child<<<1, 1>>>(p); }

int main() {
    int *h, *dp;
    CC_CHECK(cudaHostAlloc((void **)&h, 2 * sizeof(int), cudaHostAllocMapped));
    h[0] = h[1] = 0;
    CC_CHECK(cudaHostGetDevicePointer((void **)&dp, h, 0));
    parent<<<1, 1>>>(dp);
    CC_SYNC();
    std::printf("%d %d\n", h[0], h[1]);
    CC_CHECK(cudaFreeHost(h));
    return 0;
}
