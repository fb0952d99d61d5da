/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "A kernel makes a device stream wait on an event created and recorded on the host."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void child(int *x) { *x = 1; }

__global__ void parent(cudaEvent_t e, int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamWaitEvent(s, e, 0);
    child<<<1, 1, 0, s>>>(x);
    cudaStreamDestroy(s);
}

int main() {
    cudaEvent_t e;
    CC_CHECK(cudaEventCreateWithFlags(&e, cudaEventDisableTiming));
    CC_CHECK(cudaEventRecord(e));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>(e, d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
