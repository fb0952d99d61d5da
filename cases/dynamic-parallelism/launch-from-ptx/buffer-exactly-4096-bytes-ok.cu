/*---
section: "D.3.2.2"
clause: dp.ptx.buffer-max-4k
description: "A parameter buffer of exactly 4096 bytes (a 4088-byte struct and a pointer), the maximum itself, filled and launched."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1021\n"
---*/
#include "cuconform.h"

struct Edge { int v[1022]; };

__global__ void child(Edge e, int *out) { *out = e.v[0] + e.v[1021]; }

__global__ void parent(int *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 4096);
    if (!buf) return;
    Edge *e = (Edge *)buf;
    for (int i = 0; i < 1022; ++i) e->v[i] = i;
    *(int **)(buf + sizeof(Edge)) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
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
