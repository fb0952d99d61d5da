/*---
section: "D.3.1.3"
clause: dp.events.disable-timing-required
description: "A device event created with cudaEventDefault (without cudaEventDisableTiming) and used for a cross-stream dependency."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device event created without cudaEventDisableTiming: the device runtime may return an error the code does not read, or accept it; no tool here checks device-runtime calls"
---*/
#include "cuconform.h"

__global__ void producer(int *x) { x[0] = 1; }
__global__ void consumer(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s1, s2;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDefault);
    producer<<<1, 1, 0, s1>>>(x);
    cudaEventRecord(e, s1);
    cudaStreamWaitEvent(s2, e, 0);
    consumer<<<1, 1, 0, s2>>>(x);
    cudaEventDestroy(e);
    cudaStreamDestroy(s1);
    cudaStreamDestroy(s2);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
