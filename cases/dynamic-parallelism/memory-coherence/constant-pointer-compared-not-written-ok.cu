/*---
section: "D.3.1.6.4"
clause: dp.constant.store-through-pointer
description: "A child receives both a __constant__ address and a __device__ address; it compares the first with its own &c_val (the same object, as D.2.2.1.3 passes such pointers) and stores only through the __device__ pointer."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 16\n"
---*/
#include "cuconform.h"

__constant__ int c_val = 8;
__device__ int g_val;

__global__ void child(const int *maybe_const, int *writable, int *out) {
    out[0] = (maybe_const == &c_val);
    *writable = *maybe_const * 2;
    out[1] = *writable;
}

__global__ void parent(int *out) { child<<<1, 1>>>(&c_val, &g_val, out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
