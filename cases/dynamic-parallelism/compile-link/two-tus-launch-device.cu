/*---
section: "D.3.3.2"
clause: dp.build.two-step
description: "Separate compilation: cudaLaunchDevice() of a kernel defined in the other translation unit."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
tus: 2
run:
  stdout: "77\n"
---*/
#include "cuconform.h"

__global__ void child(int *out);

#if CUCONFORM_TU == 1
__global__ void parent(int *out) {
    void *b = cudaGetParameterBuffer(8, 8);
    *(int **)b = out;
    cudaLaunchDevice((void *)child, b, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
#else
__global__ void child(int *out) { *out = 77; }
#endif
