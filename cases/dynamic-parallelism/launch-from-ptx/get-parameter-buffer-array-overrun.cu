/*---
section: "D.3.1.8"
clause: dp.api.cudagetparameterbuffer
description: "Each of 32 threads asks for a 16-byte buffer and fills a 64-byte struct and a pointer (72 bytes) into it: every fill runs past the size asked for."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a parameter buffer filled past the size asked for: the write stays inside the device runtime's parameter-buffer pool, which compute-sanitizer does not track as the program's allocations, and the child reads only the parameters it declares"
---*/
#include "cuconform.h"

struct Block64 { int v[16]; };

__global__ void child(Block64 b, int *out) { out[b.v[0]] = b.v[15]; }

__global__ void parent(int *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 16);
    if (!buf) return;
    Block64 b;
    for (int i = 0; i < 16; ++i) b.v[i] = threadIdx.x + i;
    *(Block64 *)buf = b;
    *(int **)(buf + sizeof(Block64)) = out;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 64 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 64 * sizeof(int)));
    parent<<<1, 32>>>(d);
    cudaDeviceSynchronize();
    int h[64] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 64; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
