/*---
section: "D.2.2.1.5"
clause: dp.local.no-pass
description: "The guide's correct variant: x() passes the address of the __device__ variable value to the child."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [example]
requires:
  features: [cdp]
run:
  stdout: "6\n"
note: "child, parent and main complete the fragment; the child adds 1 to value."
---*/
#include "cuconform.h"

__global__ void child(int *p) { *p += 1; }

// Correct - "value" is global storage
__device__ int value;
__device__ void x() {
    value = 5;
    child<<< 1, 1 >>>(&value);
}

__global__ void parent() { x(); }

int main() {
    parent<<<1, 1>>>();
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpyFromSymbol(&h, value, sizeof h));
    std::printf("%d\n", h);
    return 0;
}
