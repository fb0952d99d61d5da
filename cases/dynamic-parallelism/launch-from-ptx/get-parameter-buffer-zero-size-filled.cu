/*---
section: "D.3.1.8"
clause: dp.api.cudagetparameterbuffer
description: "cudaGetParameterBuffer() asked for 0 bytes, then a pointer parameter written into it: the fill exceeds the size asked for."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a parameter buffer filled past the size asked for: the write stays inside the device runtime's parameter-buffer pool, which compute-sanitizer does not track as the program's allocations, and the child reads only the parameters it declares"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    void *buf = cudaGetParameterBuffer(8, 0);
    if (buf) {
        *(int **)buf = out;
        cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
    }
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
