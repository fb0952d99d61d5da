/*---
section: "D.3.1.8"
clause: dp.api.cudaeventrecord
description: "Thread 0 creates a device stream and event and shares them through __shared__; after __syncthreads() thread 1 records the event into that device stream and thread 2 waits on it in the NULL stream."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "9 18\n"
---*/
#include "cuconform.h"

__global__ void put(int *x) { x[0] = 9; }
__global__ void twice(int *x) { x[1] = 2 * x[0]; }

__global__ void parent(int *x) {
    __shared__ cudaStream_t s;
    __shared__ cudaEvent_t ev;
    if (threadIdx.x == 0) {
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        cudaEventCreateWithFlags(&ev, cudaEventDisableTiming);
        put<<<1, 1, 0, s>>>(x);
    }
    __syncthreads();
    if (threadIdx.x == 1) cudaEventRecord(ev, s);
    __syncthreads();
    if (threadIdx.x == 2) {
        cudaStreamWaitEvent(0, ev, 0);
        twice<<<1, 1>>>(x);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 32>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
