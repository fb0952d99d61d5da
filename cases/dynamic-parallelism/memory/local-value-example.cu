/*---
section: "D.2.2.1.5"
clause: dp.local.no-pass
description: "The guide's invalid variant: y() passes the address of its local variable value to the child."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [example]
requires:
  features: [cdp]
witness:
  unobservable: "the parent's local-memory address, used by another thread, lands in that thread's own local window, inside its stack: a valid location for the hardware and for memcheck, holding other data"
note: "child, parent and main complete the fragment. A warning is allowed, not required."
---*/
#include "cuconform.h"

__global__ void child(int *p) { *p += 1; }

// Invalid - "value" is local storage
__device__ void y() {
    int value = 5;
    child<<< 1, 1 >>>(&value);
}

__global__ void parent() { y(); }

int main() {
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
