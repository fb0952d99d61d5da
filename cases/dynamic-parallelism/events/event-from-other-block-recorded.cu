/*---
section: "D.3.1.3"
clause: dp.events.block-private
description: "CDP1: block 1 records an event that block 0 created (handle published in a __device__ variable): an event is local to its creating block."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__device__ cudaEvent_t g_event;
__device__ volatile int g_ready;

__global__ void put(int *x) { x[0] = 1; }

__global__ void parent(int *x) {
    if (blockIdx.x == 0) {
        cudaEvent_t e;
        cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
        g_event = e;
        __threadfence();
        g_ready = 1;
    } else {
        while (g_ready == 0) { }
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        put<<<1, 1, 0, s>>>(x);
        cudaEventRecord(g_event, s);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<2, 1>>>(d);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
