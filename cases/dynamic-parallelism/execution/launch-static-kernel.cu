/*---
section: "D.3.1"
clause: dp.exec.launch-target-global
description: "The launched name is a __global__ function with internal linkage (static) and another in an unnamed namespace; both can be launched from device code."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2\n"
---*/
#include "cuconform.h"

static __global__ void child_a(int *out) { out[0] = 1; }
namespace { __global__ void child_b(int *out) { out[1] = 2; } }

__global__ void parent(int *out) {
    child_a<<<1, 1>>>(out);
    child_b<<<1, 1>>>(out);
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
