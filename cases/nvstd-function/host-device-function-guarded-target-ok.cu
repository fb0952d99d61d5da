/*---
section: "I.5"
clause: nvfunction.host-no-device-target
description: "A __host__ __device__ function builds an nvstd::function from a __device__ function only when __CUDA_ARCH__ is defined and from a __host__ function otherwise: the host side holds no device target."
verdict: ok
requires:
  features: ["nvfunctional"]
---*/
#include <nvfunctional>
__device__ int on_device(int x) { return x + 100; }
int on_host(int x) { return x + 200; }

__host__ __device__ int dispatch(int v) {
#ifdef __CUDA_ARCH__
    nvstd::function<int(int)> f = on_device;
#else
    nvstd::function<int(int)> f = on_host;
#endif
    return f(v);
}

__global__ void kern(int *out) { *out = dispatch(1); }
int host_call(void) { return dispatch(2); }
