/*---
section: "D.3.1.8"
clause: dp.api.cudapeekatlasterror
description: "Device-side cudaPeekAtLastError() returns the thread's last error without clearing it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 1 1 0\n"
---*/
#include "cuconform.h"

__global__ void child() { }

__global__ void parent(int *out) {
    out[0] = (int)cudaPeekAtLastError();
    child<<<dim3(1), dim3(2048)>>>();
    out[1] = cudaPeekAtLastError() == cudaErrorInvalidConfiguration;
    out[2] = cudaGetLastError() == cudaErrorInvalidConfiguration;
    out[3] = (int)cudaPeekAtLastError();
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
