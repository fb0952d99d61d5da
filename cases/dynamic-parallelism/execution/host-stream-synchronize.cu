/*---
section: "D.2.1.1"
clause: dp.exec.parent-waits-children
description: "Host cudaStreamSynchronize() on the parent's stream returns only after the parent's child grid has completed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "7\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void child(int *out) { spin(1000000); *out = 7; }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int *d;
    cudaStream_t s;
    CC_CHECK(cudaStreamCreate(&s));
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<1, 1, 0, s>>>(d);
    CC_CHECK(cudaGetLastError());
    CC_CHECK(cudaStreamSynchronize(s));
    int h = 0;
    CC_CHECK(cudaMemcpyAsync(&h, d, sizeof h, cudaMemcpyDeviceToHost, s));
    CC_CHECK(cudaStreamSynchronize(s));
    std::printf("%d\n", h);
    return 0;
}
