/*---
section: "D.2.2.1.5"
clause: dp.local.no-pass
description: "A local array's address travels to the child inside a struct argument (harder for a compiler to detect)."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "the parent's local-memory address, used by another thread, lands in that thread's own local window, inside its stack: a valid location for the hardware and for memcheck, holding other data"
---*/
#include "cuconform.h"

struct View { int *data; int n; };

__global__ void child(View v) { for (int i = 0; i < v.n; ++i) v.data[i] *= 2; }

__global__ void parent() {
    int local[4] = {1, 2, 3, 4};
    View v = {local, 4};
    child<<<1, 1>>>(v);
}

int main() {
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
