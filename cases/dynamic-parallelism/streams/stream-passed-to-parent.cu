/*---
section: "D.3.1.2"
clause: dp.scope.block-private
description: "A child creates a stream and hands it back through global memory; a later kernel (another grid) launches into it after the child's block has completed."
verdict: ub
phase: run
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
witness:
  unobservable: "a device-runtime stream or event handle used outside the block or grid that owns it (or a host handle in device code, or one already destroyed): the device runtime may return an error the code does not read, or go on; no tool here checks device-runtime handles"
---*/
#include "cuconform.h"

__device__ cudaStream_t g_stream;

__global__ void grandchild(int *out) { *out = 1; }
__global__ void child() { cudaStreamCreateWithFlags(&g_stream, cudaStreamNonBlocking); }
__global__ void parent() { child<<<1, 1>>>(); }
__global__ void later(int *out) { grandchild<<<1, 1, 0, g_stream>>>(out); }

int main() {
    int *d;
    CC_CHECK(cudaMalloc(&d, sizeof(int)));
    parent<<<1, 1>>>();
    cudaDeviceSynchronize();
    later<<<1, 1>>>(d);
    cudaDeviceSynchronize();
    std::printf("done\n");
    return 0;
}
