/*---
section: "D.3.2.2"
clause: dp.ptx.buffer-max-4k
description: "A <<< >>> device launch of a kernel whose parameters take 3208 bytes (a 400-double struct and a pointer): the buffer the compiler asks for stays under 4 KB."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "200\n"
---*/
#include "cuconform.h"

struct Samples { double v[400]; };

__global__ void child(Samples s, int *out) {
    double t = 0;
    for (int i = 0; i < 400; ++i) t += s.v[i];
    *out = (int)t;
}

__global__ void parent(int *out) {
    Samples s;
    for (int i = 0; i < 400; ++i) s.v[i] = 0.5;
    child<<<1, 1>>>(s, out);
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
