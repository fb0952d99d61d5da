/*---
section: "D.3.1.2.1"
clause: dp.streams.null-stream-shared
description: "Two threads of a block launch into the implicit NULL stream through a __device__ helper, ordered by __syncthreads(); the second child reads what the first wrote."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "70 77\n"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void put(int *x) { spin(500000); x[0] = 70; }
__global__ void take(int *x) { x[1] = x[0] + 7; }

__device__ void in_null_stream(bool first, int *x) {
    if (first) put<<<1, 1>>>(x);
    else take<<<1, 1, 0, 0>>>(x);
}

__global__ void parent(int *x) {
    if (threadIdx.x == 3) in_null_stream(true, x);
    __syncthreads();
    if (threadIdx.x == 9) in_null_stream(false, x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 16>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
