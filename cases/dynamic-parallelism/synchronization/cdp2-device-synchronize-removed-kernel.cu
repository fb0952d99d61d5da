/*---
section: "D.3.1.4"
clause: dp.sync.cdp2-removed
description: "CDP2: device-side cudaDeviceSynchronize() in a kernel is removed since CUDA 12.0 and must be rejected."
verdict: error
flags: ["-rdc=true"]
tags: [beyond-guide]
requires:
  features: [cdp]
since: "12.0"
note: "CUDA 12 guide: explicit synchronization with child kernels from a parent block (cudaDeviceSynchronize() in device code) is removed. The appendix (11.6) only deprecates it; see dp.sync.device-synchronize for the guide's own cases."
---*/
__global__ void child(int *x) { *x = 1; }

__global__ void parent(int *x) {
    child<<<1, 1>>>(x);
    cudaDeviceSynchronize(); // expect-error
}
