/*---
section: "D.3.2.1.1"
clause: dp.ptx.declarations
description: "The guide's CUDA-level declaration of cudaLaunchDevice() repeated in user code (a compatible redeclaration of the header's function), then used."
verdict: ok
flags: ["-rdc=true"]
tags: [example]
requires:
  features: [cdp]
---*/
// CUDA-level declaration of cudaLaunchDevice()
extern "C" __device__
cudaError_t cudaLaunchDevice(void *func, void *parameterBuffer,
                             dim3 gridDimension, dim3 blockDimension,
                             unsigned int sharedMemSize,
                             cudaStream_t stream);

__global__ void child() { }

__global__ void parent() {
    cudaLaunchDevice((void *)child, 0, dim3(1), dim3(1), 0, 0);
}
