/*---
section: "D.3.3.2"
clause: dp.build.rdc-required
description: "The guide's one-step build: nvcc -rdc=true ... -lcudadevrt of a program with a device-side launch."
verdict: ok
phase: run
flags: ["-rdc=true"]
requires:
  features: [cdp]
run:
  stdout: "2024\n"
revisions:
  lcudadevrt: {flags: ["-lcudadevrt"]}
  auto-link: {clause: dp.build.auto-link, note: "nvcc -rdc=true without -lcudadevrt: nvcc links the device runtime library automatically."}
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 2024; }
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
