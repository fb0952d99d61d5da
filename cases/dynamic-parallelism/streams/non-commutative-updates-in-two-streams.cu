/*---
section: "D.2.1.5"
clause: dp.streams.in-order
description: "A sequence of non-commutative updates (x = 2x + 1, then x = x + 5) split over two named streams as if the streams kept launch order: across streams the grids may overlap and their plain read-modify-writes race."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
---*/
#include "cuconform.h"

__global__ void twice_plus_one(int *x) { for (int i = 0; i < 1000; ++i) x[1] += 1; x[0] = 2 * x[0] + 1; }
__global__ void plus_five(int *x) { x[0] = x[0] + 5; }

__global__ void parent(int *x) {
    cudaStream_t a, b;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    twice_plus_one<<<1, 1, 0, a>>>(x);
    plus_five<<<1, 1, 0, b>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
