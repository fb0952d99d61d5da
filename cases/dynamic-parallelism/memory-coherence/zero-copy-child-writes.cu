/*---
section: "D.2.2.1.2"
clause: dp.coherence.zero-copy
description: "A mapped pinned host buffer passed from the host to the parent and on to a child: the child's writes are seen by the host after synchronization."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 3 6 9\n"
---*/
#include "cuconform.h"

__global__ void child(int *p) { p[threadIdx.x] = threadIdx.x * 3; }
__global__ void parent(int *p) { child<<<1, 4>>>(p); }

int main() {
    int *h, *dp;
    CC_CHECK(cudaHostAlloc((void **)&h, 4 * sizeof(int), cudaHostAllocMapped));
    for (int i = 0; i < 4; ++i) h[i] = -1;
    CC_CHECK(cudaHostGetDevicePointer((void **)&dp, h, 0));
    parent<<<1, 1>>>(dp);
    CC_SYNC();
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    CC_CHECK(cudaFreeHost(h));
    return 0;
}
