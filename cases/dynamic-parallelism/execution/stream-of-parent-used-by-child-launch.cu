/*---
section: "D.3.1"
clause: dp.exec.stream-same-block
description: "CDP1: a parent passes its device stream to its child, which launches a grandchild into it: the stream was not allocated in the launching (child) block."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void grandchild(int *x) { x[0] = 3; }
__global__ void child(int *x, cudaStream_t s) { grandchild<<<1, 1, 0, s>>>(x); }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1>>>(x, s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
