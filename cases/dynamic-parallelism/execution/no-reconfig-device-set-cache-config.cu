/*---
section: "D.3.1.1.2"
clause: dp.exec.no-device-reconfig
description: "cudaDeviceSetCacheConfig() called from device code: the kernel environment cannot be reconfigured from the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *out) { *out = 1; }

__global__ void parent(int *out) {
    cudaDeviceSetCacheConfig(cudaFuncCachePreferShared); // expect-error
    child<<<1, 1>>>(out);
}
