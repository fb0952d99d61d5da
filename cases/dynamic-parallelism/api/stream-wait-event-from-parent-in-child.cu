/*---
section: "D.3.1.8"
clause: dp.api.cudastreamwaitevent
description: "A child grid waits on an event its parent created and recorded, passed as a launch argument: events of a parent grid used in a child grid are undefined."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void produce(int *x) { spin(1000000); x[0] = 4; }
__global__ void consume(int *x) { x[1] = x[0]; }

__global__ void child(int *x, cudaEvent_t parents_event) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamWaitEvent(s, parents_event, 0);
    consume<<<1, 1, 0, s>>>(x);
}

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    produce<<<1, 1, 0, s>>>(x);
    cudaEventRecord(e, s);
    child<<<1, 1>>>(x, e);
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
