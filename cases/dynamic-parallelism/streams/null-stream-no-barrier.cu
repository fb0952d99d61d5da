/*---
section: "D.3.1.2.1"
clause: dp.streams.null-no-barrier
description: "A child in a named stream writes x; a later NULL-stream child reads x assuming the host's legacy-stream barrier: on the device there is no implicit dependency, so the read races."
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

__global__ void writer(int *x) { spin(1000000); x[0] = 1; }
__global__ void reader(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    writer<<<1, 1, 0, s>>>(x);
    reader<<<1, 1>>>(x);
    cudaStreamDestroy(s);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
