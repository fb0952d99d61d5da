/*---
section: "D.3.1.8"
clause: dp.api.cudalaunchdevice
description: "cudaLaunchDevice() into a device-created stream followed, in the same stream, by a <<< >>> launch that reads the first child's output: the cudaLaunchDevice launch is an ordinary stream-ordered launch."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "41 42\n"
---*/
#include "cuconform.h"

__global__ void first(int *x, int v) { x[0] = v; }
__global__ void second(int *x) { x[1] = x[0] + 1; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    void *buf = cudaGetParameterBuffer(8, 16);
    if (!buf) return;
    *(int **)buf = x;
    *(int *)((char *)buf + 8) = 41;
    if (cudaLaunchDevice((void *)first, buf, dim3(1), dim3(1), 0, s) != cudaSuccess) return;
    second<<<1, 1, 0, s>>>(x);
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
