/*---
section: "D.3.1.5"
clause: dp.devmgmt.get-device
description: "cudaGetDevice() gives the same device number in every block of the parent and in children."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "16\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { int d = -1; cudaGetDevice(&d); atomicAdd(out, d == 0); }
__global__ void parent(int *out) { int d = -1; cudaGetDevice(&d); atomicAdd(out, d == 0); child<<<1, 1>>>(out); }

int main() {
    CC_CHECK(cudaSetDevice(0));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<8, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
