/*---
section: "D.4.3.1.5"
clause: dp.malloc.device-heap
description: "Device-side cudaMalloc() draws from the same heap as device malloc(): after malloc() has taken most of a 4 MB heap, a 3 MB cudaMalloc() fails, and succeeds once the malloc() block is freed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 0 1\n"
note: "Reading: 'these functions map to device-side malloc() and free()', so both allocate from the one device malloc() heap."
---*/
#include "cuconform.h"

__global__ void k(int *out) {
    void *m = malloc(3u << 20);
    out[0] = m != nullptr;
    void *p = nullptr;
    out[1] = cudaMalloc(&p, 3u << 20) == cudaSuccess && p != nullptr;
    free(m);
    void *q = nullptr;
    out[2] = cudaMalloc(&q, 3u << 20) == cudaSuccess && q != nullptr;
    if (q) cudaFree(q);
}

int main() {
    CC_CHECK(cudaDeviceSetLimit(cudaLimitMallocHeapSize, 4u << 20));
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    k<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d\n", h[0], h[1], h[2]);
    return 0;
}
