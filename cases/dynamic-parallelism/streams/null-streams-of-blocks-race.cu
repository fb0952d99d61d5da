/*---
section: "D.3.1.2.1"
clause: dp.streams.null-stream-shared
description: "Two blocks' NULL-stream children do non-atomic read-modify-writes of the same counter: NULL streams of different blocks are independent, so updates can be lost."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void bump(int *c) {
    int v = *c;
    spin(20000);
    *c = v + 1;
}

__global__ void parent(int *c) { bump<<<1, 1>>>(c); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, sizeof(int)));
    parent<<<8, 4>>>(d);
    CC_SYNC();
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
