/*---
section: "D.3.1.3"
clause: dp.events.unsupported-apis
description: "cudaEventSynchronize(), cudaEventElapsedTime() and cudaEventQuery() stay available in host code of a dynamic-parallelism program."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1\n"
---*/
#include "cuconform.h"

__global__ void child(int *x) { *x = 1; }
__global__ void parent(int *x) { child<<<1, 1>>>(x); }

int main() {
    cudaEvent_t a, b;
    CC_CHECK(cudaEventCreate(&a));
    CC_CHECK(cudaEventCreate(&b));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaEventRecord(a));
    parent<<<1, 1>>>(d);
    CC_CHECK(cudaEventRecord(b));
    CC_CHECK(cudaEventSynchronize(b));
    CC_CHECK(cudaEventQuery(b));
    float ms = -1;
    CC_CHECK(cudaEventElapsedTime(&ms, a, b));
    std::printf("%d\n", ms >= 0);
    return 0;
}
