/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-device-properties
description: "A kernel fills its own property record by querying a table of attributes one by one with cudaDeviceGetAttribute(), as the device runtime requires."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
struct MiniProps { int values[4]; };

__device__ const cudaDeviceAttr kWanted[4] = {
    cudaDevAttrMultiProcessorCount, cudaDevAttrMaxThreadsPerBlock,
    cudaDevAttrComputeCapabilityMajor, cudaDevAttrComputeCapabilityMinor};

__global__ void child(MiniProps p, int *out) { *out = p.values[threadIdx.x % 4]; }

__global__ void parent(int *out) {
    MiniProps mp;
    int dev = 0;
    cudaGetDevice(&dev);
    for (int i = 0; i < 4; ++i)
        if (cudaDeviceGetAttribute(&mp.values[i], kWanted[i], dev) != cudaSuccess) mp.values[i] = -1;
    child<<<1, 4>>>(mp, out);
}
