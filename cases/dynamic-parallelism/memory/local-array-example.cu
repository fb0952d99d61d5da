/*---
section: "D.2.2.1.5"
clause: dp.local.no-pass
description: "The guide's example: a parent passes its local array x_array to child_launch, which accesses it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [example]
requires:
  features: [cdp]
witness:
  unobservable: "the parent's local-memory address, used by another thread, lands in that thread's own local window, inside its stack: a valid location for the hardware and for memcheck, holding other data"
note: "The loop initializing x_array is added so that the array is used. nvcc 'will attempt to issue a warning' (D.2.2.1.4); no diagnostic is required."
---*/
#include "cuconform.h"

__global__ void child_launch(int *p) { p[0] = p[1] + 1; }

__global__ void parent() {
    int x_array[10];       // Creates x_array in parent's local memory
    for (int i = 0; i < 10; ++i) x_array[i] = i;
    child_launch<<< 1, 1 >>>(x_array);
}

int main() {
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
