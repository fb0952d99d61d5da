/*---
section: "D.3.1.8"
clause: dp.api.host-only
description: "Device runtime table functions (cudaGetDevice, cudaDeviceGetAttribute, cudaStreamCreateWithFlags, cudaStreamDestroy) called from a __device__ function template rather than from a kernel body are available there too."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(int *out, int v) { *out = v; }

template <typename T>
__device__ cudaError_t launch_with_warp_size(T *out) {
    int dev = -1, warp = 0;
    cudaError_t e = cudaGetDevice(&dev);
    if (e != cudaSuccess) return e;
    e = cudaDeviceGetAttribute(&warp, cudaDevAttrWarpSize, dev);
    if (e != cudaSuccess) return e;
    cudaStream_t s;
    e = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    if (e != cudaSuccess) return e;
    child<<<1, 1, 0, s>>>(out, warp);
    return cudaStreamDestroy(s);
}

__global__ void parent(int *out) {
    if (launch_with_warp_size(out) != cudaSuccess) out[1] = -1;
}
