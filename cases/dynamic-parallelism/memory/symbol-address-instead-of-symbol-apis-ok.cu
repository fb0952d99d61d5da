/*---
section: "D.3.1.6.4"
clause: dp.symbols.no-symbol-apis
description: "Device code does what the symbol APIs would do by taking addresses: a device-to-device cudaMemcpyAsync() from &g_src to &g_dst, and sizeof for the symbol size."
verdict: ok
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
__device__ int g_src[8];
__device__ int g_dst[8];

__global__ void child(int *dst, size_t n) { dst[0] = (int)n; }

__global__ void parent() {
    int *src = &g_src[0];
    int *dst = &g_dst[0];
    const size_t bytes = sizeof g_src;   // what cudaGetSymbolSize() would report
    cudaMemcpyAsync(dst, src, bytes, cudaMemcpyDeviceToDevice, 0);
    child<<<1, 1>>>(dst, bytes / sizeof(int));
}
