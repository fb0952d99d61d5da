/*---
section: "D.3.1.3"
clause: dp.events.block-private
description: "A parent passes its event to a child, which makes one of its streams wait on it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include "cuconform.h"

__global__ void grandchild(int *x) { x[1] = x[0]; }

__global__ void child(cudaEvent_t e, int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaStreamWaitEvent(s, e, 0);
    grandchild<<<1, 1, 0, s>>>(x);
    cudaStreamDestroy(s);
}

__global__ void producer(int *x) { x[0] = 1; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    producer<<<1, 1, 0, s>>>(x);
    cudaEventRecord(e, s);
    child<<<1, 1>>>(e, x);
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
