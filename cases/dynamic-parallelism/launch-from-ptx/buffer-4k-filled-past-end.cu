/*---
section: "D.3.2.2"
clause: dp.ptx.buffer-max-4k
description: "A 4096-byte parameter buffer holding a 4088-byte struct and a pointer (4096 bytes) gets 8 more bytes written after them: the fill runs past the 4 KB maximum."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a parameter buffer filled past the size asked for: the write stays inside the device runtime's parameter-buffer pool, which compute-sanitizer does not track as the program's allocations, and the child reads only the parameters it declares"
---*/
#include "cuconform.h"

struct Full { int v[1022]; };

__global__ void child(Full f, int *out) { *out = f.v[1021]; }

__global__ void parent(int *out) {
    char *buf = (char *)cudaGetParameterBuffer(8, 4096);
    if (!buf) return;
    Full *f = (Full *)buf;
    for (int i = 0; i < 1022; ++i) f->v[i] = i;
    *(int **)(buf + sizeof(Full)) = out;
    *(long long *)(buf + 4096) = -1;   // byte 4097 onwards: beyond the maximum
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
