/*---
section: "D.2.2.1.4"
clause: dp.shared.isglobal
description: "A device-side cudaMalloc() allocation and a host cudaMalloc() allocation are both global memory for __isGlobal()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 1\n"
---*/
#include "cuconform.h"

__global__ void parent(int *host_alloc, int *out) {
    int *p;
    cudaMalloc((void **)&p, sizeof(int));
    out[0] = __isGlobal(p);
    out[1] = __isGlobal(host_alloc);
    cudaFree(p);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d, d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
