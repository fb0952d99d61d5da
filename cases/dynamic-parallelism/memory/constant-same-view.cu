/*---
section: "D.3.1.6.1"
clause: dp.device-vars.same
description: "A host-launched kernel and a device-launched child read the same module-scope __constant__ array."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "42 42\n"
---*/
#include "cuconform.h"

__constant__ int lut[2];

__global__ void child(int *out) { out[1] = lut[0] * lut[1]; }
__global__ void parent(int *out) { out[0] = lut[0] * lut[1]; child<<<1, 1>>>(out); }

int main() {
    int h[2] = {6, 7};
    CC_CHECK(cudaMemcpyToSymbol(lut, h, sizeof h));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int r[2];
    CC_CHECK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", r[0], r[1]);
    return 0;
}
