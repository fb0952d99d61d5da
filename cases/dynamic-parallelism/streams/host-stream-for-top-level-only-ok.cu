/*---
section: "D.2.1.4"
clause: dp.scope.host-objects
description: "Host streams and events order the top-level launches on the host only; the kernels launch their children into the device NULL stream and never touch the host handles."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "3 4\n"
---*/
#include "cuconform.h"

__global__ void child(int *x, int i, int v) { x[i] = v; }
__global__ void first(int *x) { child<<<1, 1>>>(x, 0, 3); }
__global__ void second(int *x) { child<<<1, 1>>>(x, 1, x[0] + 1); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, 2 * sizeof(int)));
    cudaStream_t a, b;
    cudaEvent_t done;
    CC_CHECK(cudaStreamCreate(&a));
    CC_CHECK(cudaStreamCreate(&b));
    CC_CHECK(cudaEventCreate(&done));
    first<<<1, 1, 0, a>>>(d);
    CC_CHECK(cudaEventRecord(done, a));
    CC_CHECK(cudaStreamWaitEvent(b, done, 0));
    second<<<1, 1, 0, b>>>(d);
    CC_CHECK(cudaStreamSynchronize(b));
    int h[2];
    CC_CHECK(cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d %d\n", h[0], h[1]);
    return 0;
}
