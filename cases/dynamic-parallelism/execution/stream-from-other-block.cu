/*---
section: "D.3.1"
clause: dp.exec.stream-same-block
description: "Block 1 launches into a stream that block 0 created and published through global memory: S was not allocated in the launching block."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
run:
  timeout: 5
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__device__ cudaStream_t g_stream;
__device__ volatile int g_ready;

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    if (blockIdx.x == 0) {
        cudaStream_t s;
        cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
        g_stream = s;
        __threadfence();
        g_ready = 1;
    } else {
        while (g_ready == 0) { }
        child<<<1, 1, 0, g_stream>>>(out);
    }
}

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<2, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
