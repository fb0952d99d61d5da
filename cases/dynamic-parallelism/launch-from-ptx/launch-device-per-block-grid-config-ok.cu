/*---
section: "D.3.1.8"
clause: dp.api.cudalaunchdevice
description: "Each of 4 blocks fills its own cudaGetParameterBuffer() buffer and passes it to cudaLaunchDevice() with a 2x2 grid; each child grid writes its block's quadrant."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "all\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int base) {
    out[base + blockIdx.y * 2 + blockIdx.x] = base + blockIdx.y * 2 + blockIdx.x;
}

__global__ void parent(int *out) {
    void *buf = cudaGetParameterBuffer(8, 16);
    if (!buf) return;
    *(int **)buf = out;
    *(int *)((char *)buf + 8) = blockIdx.x * 4;
    cudaLaunchDevice((void *)child, buf, dim3(2, 2), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 16 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0xff, 16 * sizeof(int)));
    parent<<<4, 1>>>(d);
    CC_SYNC();
    int h[16];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    int ok = 1;
    for (int i = 0; i < 16; ++i) ok &= (h[i] == i);
    std::printf("%s\n", ok ? "all" : "missing");
    return 0;
}
