/*---
section: "D.2.2.1.4"
clause: dp.mem.distinct-local-shared
description: "A child stores the address of its local array in a __device__ pointer; after the host-visible completion a later grid dereferences it: local memory referenced outside its thread is undefined."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "the parent's local-memory address, used by another thread, lands in that thread's own local window, inside its stack: a valid location for the hardware and for memcheck, holding other data"
---*/
#include "cuconform.h"

__device__ int *g_escaped;

__global__ void child() {
    int local[8];
    for (int i = 0; i < 8; ++i) local[i] = i;
    g_escaped = local;
}

__global__ void parent() { child<<<1, 1>>>(); }
__global__ void later(int *out) { *out = g_escaped[3]; }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    later<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
