/*---
section: "D.4.3.1.5"
clause: dp.malloc.device-heap
description: "With a 64 MB device heap, a device-side cudaMalloc() of 16 MB succeeds and the memory is usable by a child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 5\n"
---*/
#include "cuconform.h"

__global__ void child(char *p, int *out) { p[(16u << 20) - 1] = 5; out[1] = p[(16u << 20) - 1]; }

__global__ void parent(int *out) {
    char *p = nullptr;
    out[0] = cudaMalloc((void **)&p, 16u << 20) == cudaSuccess && p != nullptr;
    if (out[0])
        child<<<1, 1>>>(p, out);
}

int main() {
    CC_CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 64u << 20));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
