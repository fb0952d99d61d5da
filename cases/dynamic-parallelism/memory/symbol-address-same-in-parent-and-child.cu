/*---
section: "D.3.1.6.4"
clause: dp.mem.shared-storage
description: "&g taken in the parent and in the child compare equal: all global-scope device variables are in the kernel's visible address space."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 1\n"
---*/
#include "cuconform.h"

__device__ int g;
__constant__ int c;

__global__ void child(int *pg, const int *pc, int *out) { out[0] = pg == &g; out[1] = pc == &c; }
__global__ void parent(int *out) { child<<<1, 1>>>(&g, &c, out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
