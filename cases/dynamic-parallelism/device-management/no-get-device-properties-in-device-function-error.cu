/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-device-properties
description: "A __device__ helper that picks a child block size from cudaGetDeviceProperties(): there is no catch-all properties API on the device."
verdict: error
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *p) { p[threadIdx.x] = threadIdx.x; }

__device__ unsigned pick_block(int dev) {
    cudaDeviceProp prop;
    if (cudaGetDeviceProperties(&prop, dev) != cudaSuccess) return 32; // expect-error
    return prop.maxThreadsPerBlock / 4;
}

__global__ void parent(int *p) { child<<<1, pick_block(0)>>>(p); }
