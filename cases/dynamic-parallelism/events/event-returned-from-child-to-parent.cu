/*---
section: "D.3.1.3"
clause: dp.events.block-private
description: "CDP1: a child creates an event and hands it back through global memory; after cudaDeviceSynchronize() the parent waits on it: events may not be passed between kernels."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void put(int *x) { x[0] = 2; }

__global__ void child(cudaEvent_t *slot) {
    cudaEventCreateWithFlags(slot, cudaEventDisableTiming);
}

__global__ void parent(int *x, cudaEvent_t *slot) {
    child<<<1, 1>>>(slot);
    cudaDeviceSynchronize();
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamWaitEvent(s, *slot, 0);
    put<<<1, 1, 0, s>>>(x);
}

int main() {
    int *d;
    cudaEvent_t *slot;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    CC_CHECK(cudaMalloc(&slot, sizeof(cudaEvent_t)));
    parent<<<1, 1>>>(d, slot);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
