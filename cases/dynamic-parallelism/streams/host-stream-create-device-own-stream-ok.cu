/*---
section: "D.3.1.2"
clause: dp.streams.create-host-only
description: "The host creates a stream with cudaStreamCreate() and launches the parent into it; the parent makes its own device stream with cudaStreamCreateWithFlags() for its child (host streams are not used in the kernel)."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "11\n"
---*/
#include "cuconform.h"

__global__ void child(int *p) { *p += 10; }

__global__ void parent(int *p) {
    *p = 1;
    cudaStream_t mine;
    cudaStreamCreateWithFlags(&mine, cudaStreamNonBlocking);
    child<<<1, 1, 0, mine>>>(p);
    cudaStreamDestroy(mine);
}

int main() {
    cudaStream_t host_stream;
    CC_CHECK(cudaStreamCreate(&host_stream));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1, 0, host_stream>>>(d);
    CC_CHECK(cudaStreamSynchronize(host_stream));
    int h = 0;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    CC_CHECK(cudaStreamDestroy(host_stream));
    return 0;
}
