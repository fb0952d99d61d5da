/*---
section: "D.3.1.2.2"
clause: dp.cdp2.fire-and-forget
description: "CDP2: the launcher records an event into cudaStreamFireAndForget and makes another stream wait on it, as if that ordered a reader after the fire-and-forget child: nothing does, and the reader races with the child."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
tags: [beyond-guide]
requires:
  features: [cdp]
witness:
  unobservable: "a race on global memory between grids (a parent and its child, or grids of different streams or blocks): racecheck sees shared memory only, and no tool here orders accesses across grids"
note: "The CUDA 12/13 guide (CHANGES.md C5) says the named streams cannot record or wait on events: cudaEventRecord() into cudaStreamFireAndForget returns cudaErrorInvalidValue, a defined outcome, so the record itself is not what is undefined. The event is then never recorded, the wait orders nothing, and the reader's read of x[0] is unordered with the fire-and-forget child's write, which the launcher has no way to synchronize on (dp.cdp2.fire-and-forget): a race, undefined."
---*/
#include "cuconform.h"

__device__ void spin(long long cycles) {
    long long t0 = clock64();
    while (clock64() - t0 < cycles) { }
}

__global__ void faf(int *x) { spin(1000000); x[0] = 31; }
__global__ void reader(int *x) { x[1] = x[0]; }

__global__ void parent(int *x) {
    cudaStream_t s;
    cudaEvent_t e;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&e, cudaEventDisableTiming);
    faf<<<1, 1, 0, cudaStreamFireAndForget>>>(x);
    cudaEventRecord(e, cudaStreamFireAndForget);
    cudaStreamWaitEvent(s, e, 0);
    reader<<<1, 1, 0, s>>>(x);
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
