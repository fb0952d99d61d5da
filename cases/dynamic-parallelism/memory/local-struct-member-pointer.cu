/*---
section: "D.2.2.1.5"
clause: dp.local.no-pass
description: "A pointer to a member of a local struct is passed to a child."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "the parent's local-memory address, used by another thread, lands in that thread's own local window, inside its stack: a valid location for the hardware and for memcheck, holding other data"
---*/
#include "cuconform.h"

struct Acc { int a; int b; };

__global__ void child(int *p) { *p = 9; }

__global__ void parent(int *out) {
    Acc acc = {1, 2};
    child<<<1, 1>>>(&acc.b);
    *out = acc.a;
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
