/*---
section: "D.3.1.1.2"
clause: dp.exec.no-device-reconfig
description: "Device code reads the environment it inherited (cudaDeviceGetCacheConfig, cudaDeviceGetLimit, cudaFuncGetAttributes) and chooses a child configuration from it, without setting anything."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__global__ void child(size_t *out, size_t v) { *out = v; }

__global__ void parent(size_t *out) {
    cudaFuncCache pref;
    size_t heap = 0;
    cudaFuncAttributes attr;
    cudaDeviceGetCacheConfig(&pref);
    cudaDeviceGetLimit(&heap, cudaLimitMallocHeapSize);
    cudaFuncGetAttributes(&attr, (const void *)child);
    unsigned threads = attr.maxThreadsPerBlock < 64 ? attr.maxThreadsPerBlock : 64;
    child<<<1, threads>>>(out, pref == cudaFuncCachePreferShared ? heap : heap / 2);
}
