/*---
section: "D.3.1.4.1"
clause: dp.sync.device-synchronize
description: "Several threads launch event-dependent work; a __syncthreads() makes sure all of it is submitted before thread 0's single cudaDeviceSynchronize(), after which all results are visible."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "11 22 33\n"
---*/
#include "cuconform.h"

__global__ void produce(int *x) { x[0] = 11; }
__global__ void consume(int *x) { x[1] = x[0] + 11; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s1, s2;
    __shared__ cudaEvent_t e;
    if (threadIdx.x == 0) {
        cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
        cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
        cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    }
    __syncthreads();
    if (threadIdx.x == 1) {
        produce<<<1, 1, 0, s1>>>(x);
        cudaEventRecord(e, s1);
    }
    __syncthreads();
    if (threadIdx.x == 2) {
        cudaStreamWaitEvent(s2, e, 0);
        consume<<<1, 1, 0, s2>>>(x);
    }
    __syncthreads();
    if (threadIdx.x == 0) {
        cudaDeviceSynchronize();
        x[2] = x[0] + x[1];
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
