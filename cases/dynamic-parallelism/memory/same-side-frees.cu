/*---
section: "D.4.3.1.5"
clause: dp.malloc.no-cross-free
description: "Each allocation is freed on the side that made it: the host frees its cudaMalloc() buffer, a kernel frees its device-side allocation; both frees succeed."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    void *p;
    cudaMalloc(&p, 128);
    out[0] = (int)cudaFree(p);
}
__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h, (int)cudaFree(d));
    return 0;
}
