/*---
section: "D.3.1.2"
clause: dp.streams.create-host-only
description: "cudaStreamCreate() in host code of the same program is fine; only device code is restricted. The host stream is used for a host launch whose kernel creates its own device stream."
verdict: ok
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  stdout: "3\n"
---*/
#include "cuconform.h"

__global__ void child(int *out) { *out = 3; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1, 0, s>>>(out);
    cudaStreamDestroy(s);
}

int main() {
    cudaStream_t hs;
    CC_CHECK(cudaStreamCreate(&hs));
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1, 0, hs>>>(d);
    CC_CHECK(cudaStreamSynchronize(hs));
    int h;
    CC_CHECK(cudaMemcpy(&h, d, sizeof h, cudaMemcpyDeviceToHost));
    std::printf("%d\n", h);
    return 0;
}
