/*---
section: "D.2.2.1.3"
clause: dp.constant.immutable
description: "The host changes a __constant__ variable with cudaMemcpyToSymbol() between two parent launches; each parent's child sees the value set before its own top-level launch (constants are set from the host prior to launch)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "5 9\n"
---*/
#include "cuconform.h"

__constant__ int c_factor;

__global__ void child(int *out) { *out = c_factor; }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    int v = 5;
    CC_CHECK(cudaMemcpyToSymbol(c_factor, &v, sizeof v));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    v = 9;
    CC_CHECK(cudaMemcpyToSymbol(c_factor, &v, sizeof v));
    parent<<<1, 1>>>(d + 1);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
