/*---
section: "I.5"
clause: nvfunction.no-runtime-transfer
description: "An nvstd::function is built and called on the host and another on the device; only plain int results cross between host and device."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "36\n"
---*/
#include "cuconform.h"
#include <nvfunctional>

__device__ int dev_sq(int x) { return x * x; }
int host_inc(int x) { return x + 1; }

__global__ void kern(int in, int *out) {
    nvstd::function<int(int)> f = dev_sq;
    *out = f(in);
}

int main() {
    nvstd::function<int(int)> g = host_inc;
    int *d, h = 0;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    kern<<<1, 1>>>(g(5), d);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
