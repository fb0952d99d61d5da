/*---
section: "D.2.2.1.3"
clause: dp.constant.inherited
description: "A __constant__ array set from the host before the launch is read by a device-launched child and grandchild."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "3 70\n"
---*/
#include "cuconform.h"

__constant__ int coeff[4];

__global__ void grandchild(int *out) { out[1] = coeff[2] + coeff[3]; }
__global__ void child(int *out) { out[0] = coeff[0] + coeff[1]; grandchild<<<1, 1>>>(out); }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int h[4] = {1, 2, 30, 40};
    CC_CHECK(cudaMemcpyToSymbol(coeff, h, sizeof h));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int r[2];
    CC_CHECK(cudaMemcpy(r, d, sizeof r, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", r[0], r[1]);
    return 0;
}
