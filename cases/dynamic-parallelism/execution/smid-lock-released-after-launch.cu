/*---
section: "D.4.3.1.6"
clause: dp.exec.smid-volatile
description: "Each block takes a per-SM lock indexed by %smid, launches a child, and releases the lock indexed by a second %smid read: if the block moved, the wrong lock is released and another spins forever."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "%smid / %warpid read before and after a device-side launch: on current GPUs a block does not move across the launch, so the values stay equal and the code does what it intends; no tool reports it"
---*/
#include "cuconform.h"

__device__ unsigned smid() { unsigned r; asm volatile("mov.u32 %0, %%smid;" : "=r"(r)); return r; }

__global__ void child(int *x) { atomicAdd(x, 1); }

__global__ void parent(int *locks, int *x) {
    while (atomicCAS(&locks[smid()], 0, 1) != 0) { }
    child<<<1, 1>>>(x);
    atomicExch(&locks[smid()], 0);
}

int main() {
    int *locks, *x;
    CC_CHECK(cudaMalloc(&locks, 1024 * sizeof(int)));
    CC_CHECK(cudaMalloc(&x, sizeof(int)));
    CC_CHECK(cudaMemset(locks, 0, 1024 * sizeof(int)));
    parent<<<256, 1>>>(locks, x);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
