/*---
section: "D.3.1.3"
clause: dp.events.disable-timing-required
description: "A device event created with cudaEventInterprocess alone (no cudaEventDisableTiming) and recorded after a launch."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device event created without cudaEventDisableTiming: the device runtime may return an error the code does not read, or accept it; no tool here checks device-runtime calls"
---*/
#include "cuconform.h"

__global__ void put(int *x) { x[0] = 1; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventInterprocess);
    put<<<1, 1, 0, s>>>(x);
    cudaEventRecord(e, s);
    cudaStreamWaitEvent(0, e, 0);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 1 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 1 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    int h[1] = {};
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 1; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
