/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "A parent and its child each create their own device stream and event for their own launches; no handle is used outside the grid that created it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "1 2 101 102\n"
---*/
#include "cuconform.h"

__global__ void put(int *x, int i, int v) { x[i] = v; }
__global__ void add(int *x, int i) { x[i] = x[i - 2] + 100; }

__device__ void ordered_pair(int *x, int i, int v) {
    cudaStream_t a, b;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&a, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&b, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    put<<<1, 1, 0, a>>>(x, i, v);
    cudaEventRecord(e, a);
    cudaStreamWaitEvent(b, e, 0);
    add<<<1, 1, 0, b>>>(x, i + 2);
}

__global__ void child(int *x) { ordered_pair(x, 1, 2); }
__global__ void parent(int *x) {
    ordered_pair(x, 0, 1);
    child<<<1, 1>>>(x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 4 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0, 4 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_SYNC();
    int h[4];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    for (int i = 0; i < 4; ++i) std::printf(i ? " %d" : "%d", h[i]);
    std::printf("\n");
    return 0;
}
