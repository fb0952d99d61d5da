/*---
section: "D.3.1.3"
clause: dp.api.cudastreamwaitevent
description: "Block 1 waits on an event created and recorded by block 0 and published through global memory."
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

__global__ void producer(int *x) { x[0] = 1; }
__global__ void consumer(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    if (blockIdx.x == 0) {
        cudaEvent_t e;
        cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
        producer<<<1, 1, 0, s>>>(x);
        cudaEventRecord(e, s);
        g_event = e;
        __threadfence();
        g_ready = 1;
    } else {
        while (g_ready == 0) { }
        cudaStreamWaitEvent(s, g_event, 0);
        consumer<<<1, 1, 0, s>>>(x);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<2, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
