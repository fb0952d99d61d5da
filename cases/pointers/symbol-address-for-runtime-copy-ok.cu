/*---
section: "I.4.4"
clause: pointer.host-deref-device-memory
description: "Host code never dereferences device memory: it reads a __device__ array through cudaMemcpyFromSymbol into a host array and dereferences that."
verdict: ok
phase: run
run:
  stdout: "4 9\n"
---*/
#include "cuconform.h"

__device__ int squares[4];

__global__ void fill(void) { squares[threadIdx.x] = (int)(threadIdx.x * threadIdx.x); }

int main(void) {
    fill<<<1, 4>>>();
    CC_SYNC();
    int h[4] = {0};
    CC_CHECK(cudaMemcpyFromSymbol(h, squares, sizeof h));
    const int *p = h;
    std::printf("%d %d\n", p[2], p[3]);
    return 0;
}
