/*---
section: "D.2.2.1.4"
clause: dp.shared.isglobal
description: "__isGlobal() tells global pointers from shared and local ones; only the pointer it reports global is passed to a child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 0 0 77\n"
---*/
#include "cuconform.h"

__device__ int g_buf[4];

__global__ void child(int *p, int v) { *p = v; }

__global__ void parent(int *out) {
    __shared__ int s[4];
    int local[4];
    local[0] = 0;
    s[0] = 0;
    int *candidates[3] = {g_buf, s, local};
    for (int i = 0; i < 3; ++i) {
        out[i] = __isGlobal(candidates[i]);
        if (out[i])
            child<<<1, 1>>>(candidates[i], 77);
    }
}

__global__ void reader(int *out) { out[3] = g_buf[0]; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    reader<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
