/*---
section: "D.3.1.6.1"
clause: dp.device-vars.same
description: "A __device__ counter is incremented by a host-launched kernel, its child and its grandchild; the host reads it with cudaMemcpyFromSymbol()."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "111\n"
---*/
#include "cuconform.h"

__device__ int counter;

__global__ void grandchild() { atomicAdd(&counter, 100); }
__global__ void child() { atomicAdd(&counter, 10); grandchild<<<1, 1>>>(); }
__global__ void parent() { atomicAdd(&counter, 1); child<<<1, 1>>>(); }

int main() {
    parent<<<1, 1>>>();
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpyFromSymbol(&h, counter, sizeof h));
    std::printf("%d\n", h);
    return 0;
}
