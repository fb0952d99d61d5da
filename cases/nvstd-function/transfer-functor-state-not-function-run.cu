/*---
section: "I.5"
clause: nvfunction.no-runtime-transfer
description: "A plain functor object (no nvstd::function) is copied host to device with cudaMemcpy; the kernel wraps it in an nvstd::function built on the device."
verdict: ok
phase: run
requires:
  features: ["nvfunctional"]
run:
  stdout: "42\n"
---*/
#include "cuconform.h"
#include <nvfunctional>

struct Scale {
    int k;
    __host__ __device__ int operator()(int x) const { return k * x; }
};

__global__ void kern(const Scale *s, int *out) {
    nvstd::function<int(int)> f = *s;
    *out = f(7);
}

int main() {
    Scale h{6};
    Scale *d;
    int *out, r = 0;
    CC_CHECK(cudaMalloc(&d, sizeof(Scale)));
    CC_CHECK(cudaMalloc(&out, sizeof(int)));
    CC_CHECK(cudaMemcpy(d, &h, sizeof h, cudaMemcpyHostToDevice));
    kern<<<1, 1>>>(d, out);
    CC_SYNC();
    CC_CHECK(cudaMemcpy(&r, out, sizeof r, cudaMemcpyDeviceToHost));
    std::printf("%d\n", r);
    return 0;
}
