/*---
section: "D.3.1.3"
clause: dp.events.create-with-flags
description: "The host creates its events with cudaEventCreate() while the kernel creates its own with cudaEventCreateWithFlags(); each side uses the creation function available to it."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "2 4\n"
---*/
#include "cuconform.h"

__global__ void a(int *x) { x[0] = 2; }
__global__ void b(int *x) { x[1] = x[0] * 2; }

__global__ void parent(int *x) {
    cudaStream_t s1, s2;
    cudaEvent_t ev;
    cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking);
    cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking);
    cudaEventCreateWithFlags(&ev, cudaEventDisableTiming);
    a<<<1, 1, 0, s1>>>(x);
    cudaEventRecord(ev, s1);
    cudaStreamWaitEvent(s2, ev, 0);
    b<<<1, 1, 0, s2>>>(x);
}

int main() {
    cudaEvent_t done;
    CC_CHECK(cudaEventCreate(&done));
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    parent<<<1, 1>>>(d);
    CC_CHECK(cudaEventRecord(done));
    CC_CHECK(cudaEventSynchronize(done));
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    CC_CHECK(cudaEventDestroy(done));
    return 0;
}
