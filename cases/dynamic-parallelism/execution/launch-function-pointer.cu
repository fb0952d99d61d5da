/*---
section: "D.3.1"
clause: dp.exec.device-launch
description: "A kernel launched from device code through a pointer to the __global__ function."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "11 22\n"
note: "Launching through a pointer to a __global__ function is valid in host code; D.3.1 gives device-side launches the same syntax."
---*/
#include "cuconform.h"

__global__ void child_a(int *out) { out[0] = 11; }
__global__ void child_b(int *out) { out[1] = 22; }

__global__ void parent(int *out) {
    void (*fp)(int *) = threadIdx.x == 0 ? child_a : child_b;
    fp<<<1, 1>>>(out);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 2>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
