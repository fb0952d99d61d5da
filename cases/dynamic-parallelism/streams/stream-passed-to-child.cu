/*---
section: "D.3.1.2"
clause: dp.scope.block-private
description: "A parent passes its device stream handle to a child, which launches a grandchild into it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__global__ void grandchild(int *out) { *out = 1; }
__global__ void child(cudaStream_t s, int *out) { grandchild<<<1, 1, 0, s>>>(out); }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1>>>(s, out);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
