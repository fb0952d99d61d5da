/*---
section: "D.3.1.8"
clause: dp.api.cudaeventrecord
description: "An event created on the device is recorded into a device stream after two launches; a second device stream waits on it, so its consumer sees both producers' writes."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "20 22 42\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int i, int v) { x[i] = v; }
__global__ void add(int *x) { x[2] = x[0] + x[1]; }

__global__ void parent(int *x) {
    cudaStream_t prod, cons;
    cudaEvent_t ev;
    cudaStreamCreateWithFlags(&prod, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&cons, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&ev, cudaEventDisableTiming);
    put<<<1, 1, 0, prod>>>(x, 0, 20);
    put<<<1, 1, 0, prod>>>(x, 1, 22);
    cudaEventRecord(ev, prod);
    cudaStreamWaitEvent(cons, ev, 0);
    add<<<1, 1, 0, cons>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[3];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 3; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
