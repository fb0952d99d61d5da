/*---
section: "I.4.3.2"
clause: managed.coherence
description: "The host reads a managed array while a kernel that writes it is still running: a race on managed memory, undefined as for cudaMallocManaged memory."
verdict: ub
phase: run
witness:
  unobservable: "a race between host code and a running kernel on managed or mapped memory: with concurrent managed access (Hopper on Linux) nothing faults, and no tool here sees host/device races"
---*/
#include "cuconform.h"

__managed__ int hist[64];

__global__ void count(int rounds) {
    for (int r = 0; r < rounds; ++r) atomicAdd(&hist[threadIdx.x % 64], 1);
}

int main(void) {
    count<<<4, 256>>>(1000);
    long seen = 0;
    for (int i = 0; i < 64; ++i) seen += hist[i];
    CC_SYNC();
    std::printf("%ld\n", seen);
    return 0;
}
