/*---
section: "D.3.3.1"
clause: dp.build.implicit-include
description: "Including cuda_device_runtime_api.h explicitly is harmless."
verdict: ok
phase: link
flags: ["-rdc=true", "-lcudadevrt"]
requires:
  features: [cdp]
---*/
#include <cuda_device_runtime_api.h>
#include <cuda_runtime.h>
#include <cuda_device_runtime_api.h>

__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    cudaStream_t s;
    cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    child<<<1, 1, 0, s>>>(out);
    cudaStreamDestroy(s);
}

int main() { return 0; }
