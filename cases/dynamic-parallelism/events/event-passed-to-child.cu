/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "A parent passes its event to a child, which makes one of its streams wait on it."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
note: "An event created by a parent grid and used in a child grid is undefined in every edition (D.2.1.4; CDP2 widened the scope of a device event from the block to the grid, not to child grids), so the case cites that sentence rather than the CDP1 block-scope clause dp.events.block-private."
---*/
#include "cuconform.h"

__global__ void grandchild(int *x) { x[1] = x[0]; }

__global__ void child(cudaEvent_t e, int *x) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    x[2] = (int)cudaStreamWaitEvent(s, e, 0);
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
    CC_CHECK(cudaMalloc(&d, 3 * sizeof(int)));
    CC_CHECK(cudaMemset(d, 0xff, 3 * sizeof(int)));
    parent<<<1, 1>>>(d);
    // Record what happened (the guide gives no outcome, so any is conforming): the status of
    // the launch tree, the producer's and the grandchild's writes (-1: not written) and the
    // code cudaStreamWaitEvent() returned in the child.
    cudaError_t e = cudaDeviceSynchronize();
    int h[3] = {-2, -2, -2};
    if (e == cudaSuccess) CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%s %d %d %d\n", cudaGetErrorName(e), h[0], h[1], h[2]);
    return 0;
}
