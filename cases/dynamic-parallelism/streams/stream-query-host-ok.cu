/*---
section: "D.3.1.2"
clause: dp.streams.no-sync-query
description: "cudaStreamQuery() and cudaStreamSynchronize() remain available in host code of a dynamic-parallelism program."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "8\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 8; }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    cudaStream_t s;
    CC_CHECK(cudaStreamCreate(&s));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1, 0, s>>>(d);
    CC_CHECK(cudaStreamSynchronize(s));
    CC_CHECK(cudaStreamQuery(s));
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
