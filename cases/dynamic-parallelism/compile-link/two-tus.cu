/*---
section: "D.3.3.2"
clause: dp.build.two-step
description: "Separate compilation: the parent in one translation unit launches a child kernel defined in another; linked with the device runtime."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
tus: 2
run:
  stdout: "0 3 6 9\n"
---*/
#include "cuconform.h"

__global__ void child(int *out, int v);

#if CUCONFORM_TU == 1
__global__ void parent(int *out) { child<<<1, 4>>>(out, 3); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d %d %d\n", h[0], h[1], h[2], h[3]);
    return 0;
}
#else
__global__ void child(int *out, int v) { out[threadIdx.x] = v * threadIdx.x; }
#endif
