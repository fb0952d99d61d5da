/*---
section: "D.3.1.2.1"
clause: dp.streams.null-no-barrier
description: "Thread 1 launches a producer into a block-shared named stream; after __syncthreads() thread 0 launches the consumer into the NULL stream: the NULL stream does not wait for the named one."
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

__global__ void producer(int *x) { spin(1000000); x[0] = 60; }
__global__ void consumer(int *x) { x[1] = x[0] + 1; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s;
    if (threadIdx.x == 1) {
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        producer<<<1, 1, 0, s>>>(x);
    }
    __syncthreads();
    if (threadIdx.x == 0) consumer<<<1, 1>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 2>>>(d);
    cudaDeviceSynchronize();
    int h[2] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
