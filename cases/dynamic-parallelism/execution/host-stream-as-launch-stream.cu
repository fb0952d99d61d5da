/*---
section: "D.3.1"
clause: dp.exec.stream-same-block
description: "CDP1: a kernel uses a stream created on the host (passed as an argument) as S of a device-side launch: S was not allocated in the launching block."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__global__ void child(int *x) { x[0] = 4; }
__global__ void parent(int *x, cudaStream_t hs) { child<<<1, 1, 0, hs>>>(x); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    cudaStream_t hs;
    CC_CHECK(cudaStreamCreateWithFlags(&hs, cudaStreamNonBlocking));
    parent<<<1, 1>>>(d, hs);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
