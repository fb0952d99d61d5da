/*---
section: "D.3.1.1.2"
clause: dp.exec.per-kernel-config
description: "Without the host-side attribute, the kernel keeps the default 48 KB dynamic shared memory limit when launched from the device: a 64 KB launch fails and reports an error."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    extern __shared__ int smem[];
    smem[threadIdx.x] = 1;
    out[1] = 1;
}

__global__ void parent(int *out) {
    child<<<1, 32, 64 * 1024>>>(out);
    out[0] = cudaGetLastError() != cudaSuccess;
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
