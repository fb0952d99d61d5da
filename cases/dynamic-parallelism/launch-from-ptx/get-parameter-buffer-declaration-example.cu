/*---
section: "D.3.2.1.2"
clause: dp.ptx.declarations
description: "The guide's CUDA-level declaration of cudaGetParameterBuffer() repeated in user code, then used."
verdict: ok
flags: ["-rdc=true"]
tags: [example]
requires:
  features: [cdp]
---*/
// CUDA-level Declaration of cudaGetParameterBuffer()
extern "C" __device__
void *cudaGetParameterBuffer(size_t alignment, size_t size);

__global__ void child(int *p) { *p = 1; }

__global__ void parent(int *p) {
    void *buf = cudaGetParameterBuffer(8, 8);
    *(int **)buf = p;
    cudaLaunchDevice((void *)child, buf, dim3(1), dim3(1), 0, 0);
}
