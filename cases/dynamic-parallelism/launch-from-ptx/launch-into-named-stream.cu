/*---
section: "D.3.2.1.1"
clause: dp.ptx.launch-apis
description: "cudaLaunchDevice() into a device-created named stream, followed by a second launch into the same stream that reads the first child's output."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "6 42\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void first(int *x) { spin(500000); x[0] = 6; }
__global__ void second(int *x) { x[1] = x[0] * 7; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    void *b1 = cudaGetParameterBuffer(8, 8);
    *(int **)b1 = x;
    cudaLaunchDevice((void *)first, b1, dim3(1), dim3(1), 0, s);
    void *b2 = cudaGetParameterBuffer(8, 8);
    *(int **)b2 = x;
    cudaLaunchDevice((void *)second, b2, dim3(1), dim3(1), 0, s);
    cudaStreamDestroy(s);
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
