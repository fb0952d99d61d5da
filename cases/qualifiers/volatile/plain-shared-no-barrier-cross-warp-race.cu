/*---
section: "I.4.3.3"
clause: volatile.compiler-may-optimize
description: "Warp 1 reads plain __shared__ values written by warp 0 with no __syncthreads() between: a data race, so the compiler may reorder or keep the values in registers."
verdict: ub
phase: run
run:
witness: {racecheck: shared-hazard}
---*/
#include "cuconform.h"

__global__ void kern(int *out) {
    __shared__ int buf[32];
    if (threadIdx.x < 32) buf[threadIdx.x] = (int)threadIdx.x + 1;
    if (threadIdx.x >= 32) out[threadIdx.x - 32] = buf[threadIdx.x - 32];
}

int main(void) {
    int *d = nullptr;
    CC_CHECK(cudaMalloc(&d, 32 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 32 * sizeof(int)));
    kern<<<1, 64>>>(d);
    CC_SYNC();
    int h[32];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    long sum = 0;
    for (int i = 0; i < 32; ++i) sum += h[i];
    std::printf("%ld\n", sum);
    return 0;
}
