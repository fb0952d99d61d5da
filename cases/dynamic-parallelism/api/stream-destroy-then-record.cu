/*---
section: "D.3.1.8"
clause: dp.api.cudastreamdestroy
description: "An event is recorded into a device stream after cudaStreamDestroy() on that stream, and another stream waits on it: the destroyed handle is invalid."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void child(int *x, int v) { x[v] = v; }

__global__ void parent(int *x) {
    cudaStream_t s, t;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&t, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    child<<<1, 1, 0, s>>>(x, 0);
    cudaStreamDestroy(s);
    cudaEventRecord(e, s);
    cudaStreamWaitEvent(t, e, 0);
    child<<<1, 1, 0, t>>>(x, 1);
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
