/*---
section: "D.3.3.2"
clause: dp.build.two-step
description: "Separate compilation with an extern __device__ variable defined in one translation unit and read by a child grid launched from the other."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
tus: 2
run:
  stdout: "13\n"
---*/
#include "cuconform.h"

extern __device__ int shared_value;
__global__ void child(int *out);

#if CUCONFORM_TU == 1
__global__ void parent(int *out) { shared_value = 12; child<<<1, 1>>>(out); }

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
__device__ int shared_value;
__global__ void child(int *out) { *out = shared_value + 1; }
#endif
