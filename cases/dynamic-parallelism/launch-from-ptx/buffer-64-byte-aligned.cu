/*---
section: "D.3.2.1.2"
clause: dp.ptx.buffer-aligned-64
description: "cudaGetParameterBuffer() with alignment requests 1, 4, 8 and 16 returns buffers that are all 64-byte aligned."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "4\n"
---*/
#include "cuconform.h"

__global__ void child(int) { }

__global__ void parent(int *out) {
    size_t aligns[4] = {1, 4, 8, 16};
    int ok = 0;
    for (int i = 0; i < 4; ++i) {
        void *buf = cudaGetParameterBuffer(aligns[i], 4);
        ok += buf != nullptr && ((unsigned long long)buf % 64) == 0;
        *(int *)buf = i;
        cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
    }
    *out = ok;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[1];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
