/*---
section: "D.3.1.3"
clause: dp.events.disable-timing-required
description: "The flags of a device event come from a constexpr variable equal to cudaEventDisableTiming; the requirement is about the value passed, however it is spelled."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "12 24\n"
---*/
#include "cuconform.h"

constexpr unsigned kDeviceEventFlags = cudaEventDisableTiming;

__global__ void put(int *x) { x[0] = 12; }
__global__ void get(int *x) { x[1] = x[0] + 12; }

__global__ void parent(int *x) {
    cudaStream_t a, b;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    if (cudaEventCreateWithFlags(&e, kDeviceEventFlags) != cudaSuccess) return;
    put<<<1, 1, 0, a>>>(x);
    cudaEventRecord(e, a);
    cudaStreamWaitEvent(b, e, 0);
    get<<<1, 1, 0, b>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 2; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
