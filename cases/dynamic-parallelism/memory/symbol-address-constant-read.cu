/*---
section: "D.3.1.6.4"
clause: dp.constant.store-through-pointer
description: "A kernel takes the address of a __constant__ struct and passes it to a child, which reads through the pointer."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "25\n"
---*/
#include "cuconform.h"

struct Cfg { int a; int b; };
__constant__ Cfg cfg = {3, 4};

__global__ void child(const Cfg *c, int *out) { *out = c->a * c->a + c->b * c->b; }
__global__ void parent(int *out) { child<<<1, 1>>>(&cfg, out); }

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
