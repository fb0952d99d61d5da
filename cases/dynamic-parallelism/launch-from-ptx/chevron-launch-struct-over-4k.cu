/*---
section: "D.3.2.2"
clause: dp.ptx.buffer-max-4k
description: "A <<< >>> device launch of a kernel taking a 6000-byte struct by value: the parameter buffer the launch needs exceeds the 4 KB maximum."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
since: "12.1"
witness:
  unobservable: "a parameter buffer beyond the 4 KB maximum: the device runtime refuses it (NULL, or a launch error the code does not read) or accepts it; no memory access goes wrong for a tool to see"
note: "Kernels may take more than 4 KB of parameters only since CUDA 12.1 (before that the kernel itself is ill-formed, hence since 12.1); a device-side launch goes through the parameter buffer, whose maximum stays 4 KB."
---*/
#include "cuconform.h"

struct Huge { int v[1500]; };

__global__ void child(Huge h, int *out) { *out = h.v[1499]; }

__global__ void parent(int *out) {
    Huge h;
    for (int i = 0; i < 1500; ++i) h.v[i] = i;
    child<<<1, 1>>>(h, out);
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
