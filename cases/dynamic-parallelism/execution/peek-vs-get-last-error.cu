/*---
section: "D.3.1.7"
clause: dp.errors.last-error-per-thread
description: "cudaPeekAtLastError() leaves the thread's last error in place; cudaGetLastError() returns it and resets it to cudaSuccess."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 1 1 0\n"
---*/
#include "cuconform.h"

__global__ void child() { }

__global__ void parent(int *out) {
    child<<<1, 4096>>>();
    out[0] = cudaPeekAtLastError() != cudaSuccess;
    out[1] = cudaPeekAtLastError() != cudaSuccess;
    out[2] = cudaGetLastError() != cudaSuccess;
    out[3] = cudaGetLastError() != cudaSuccess;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
