/*---
section: "D.3.1.8"
clause: dp.api.cudamalloc
description: "Device-side cudaMalloc() and cudaFree() in a child both return cudaSuccess; the memory is usable in between."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0 4950 0\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) {
    int *p = nullptr;
    out[0] = (int)cudaMalloc((void **)&p, 100 * sizeof(int));
    for (int i = 0; i < 100; ++i) p[i] = i;
    int s = 0;
    for (int i = 0; i < 100; ++i) s += p[i];
    out[1] = s;
    out[2] = (int)cudaFree(p);
}

__global__ void parent(int *out) { child<<<1, 1>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
