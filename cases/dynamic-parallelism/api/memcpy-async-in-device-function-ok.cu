/*---
section: "D.3.1.8"
clause: dp.api.memcpy-async-only
description: "A __device__ helper copies device-to-device with cudaMemcpyAsync() into a device-created stream, and a kernel uses cudaMemcpy2DAsync() on the NULL stream: the async forms are the supported ones."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__device__ cudaError_t copy_row(float *dst, const float *src, int n) {
    cudaStream_t s;
    cudaError_t e = cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking);
    if (e != cudaSuccess) return e;
    e = cudaMemcpyAsync(dst, src, n * sizeof(float), cudaMemcpyDeviceToDevice, s);
    cudaStreamDestroy(s);
    return e;
}

__global__ void copier(float *dst, const float *src, int n) {
    copy_row(dst, src, n);
    cudaMemcpy2DAsync(dst + n, n * sizeof(float), src, n * sizeof(float), n * sizeof(float), 1,
                      cudaMemcpyDeviceToDevice, 0);
}
