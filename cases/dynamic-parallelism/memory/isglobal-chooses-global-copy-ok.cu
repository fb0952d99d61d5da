/*---
section: "D.2.2.1.4"
clause: dp.shared.no-pass
description: "A __device__ helper checks __isGlobal() on the pointer it is asked to hand to a child; given a shared-memory pointer it stages the data to global memory and passes that instead."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "14 42\n"
---*/
#include "cuconform.h"

__global__ void child(const int *p, int *out) { *out = p[0] * 3; }

__device__ void launch_safely(const int *p, int *staging, int *out) {
    if (!__isGlobal(p)) {
        staging[0] = p[0];
        p = staging;
    }
    child<<<1, 1>>>(p, out);
}

__global__ void parent(int *x) {
    __shared__ int s;
    s = 14;
    launch_safely(&s, x, x + 1);
}

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
