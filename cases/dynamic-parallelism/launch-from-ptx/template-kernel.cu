/*---
section: "D.3.1.7.1"
clause: dp.ptx.launch-apis
description: "cudaLaunchDevice() of an explicitly instantiated kernel template."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "0.5 1 1.5 2\n"
---*/
#include "cuconform.h"

template <typename T>
__global__ void child(T *out, T v) { out[threadIdx.x] = v * (T)(threadIdx.x + 1); }

__global__ void parent(double *out) {
    char *b = (char *)cudaGetParameterBuffer(8, 16);
    *(double **)b = out;
    *(double *)(b + 8) = 0.5;
    cudaLaunchDevice((void *)child<double>, b, dim3(1), dim3(4), 0, 0);
}

int main() {
    double *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(double)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    double h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%g %g %g %g\n", h[0], h[1], h[2], h[3]);
    return 0;
}
