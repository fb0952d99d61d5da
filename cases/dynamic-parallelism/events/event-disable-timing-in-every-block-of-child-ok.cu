/*---
section: "D.3.1.3"
clause: dp.events.disable-timing-required
description: "A device-launched child grid of 3 blocks: each block creates its event with cudaEventDisableTiming and uses it to order two of its own launches."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 3 2 4 6\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int i) { x[i] = i + 1; }
__global__ void dbl(int *x, int i) { x[i + 3] = 2 * x[i]; }

__global__ void child(int *x) {
    cudaStream_t a, b;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    put<<<1, 1, 0, a>>>(x, blockIdx.x);
    cudaEventRecord(e, a);
    cudaStreamWaitEvent(b, e, 0);
    dbl<<<1, 1, 0, b>>>(x, blockIdx.x);
}

__global__ void parent(int *x) { child<<<3, 1>>>(x); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 6 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 6 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[6];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 6; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
