/*---
section: "I.4.10.3"
clause: class.virtual-call-host-object-in-device
description: "An object created in host code in mapped pinned host memory gets a virtual call in a kernel through the device pointer: undefined (the outcome is recorded)."
verdict: ub
phase: run
witness: {memcheck: out-of-bounds}
---*/
#include "cuconform.h"
#include <new>

struct Sensor {
    __host__ __device__ virtual float read() const { return 0.0f; }
};
struct Fixed : Sensor {
    float v = 2.5f;
    __host__ __device__ float read() const override { return v; }
};

__global__ void sample(const Sensor *s, float *out) { *out = s->read(); }

int main() {
    void *host = nullptr;
    CC_CHECK(cudaHostAlloc(&host, sizeof(Fixed), cudaHostAllocMapped));
    new (host) Fixed();
    void *dev = nullptr;
    CC_CHECK(cudaHostGetDevicePointer(&dev, host, 0));
    float *out;
    CC_CHECK(cudaMallocManaged(&out, sizeof(float)));
    *out = -1.0f;
    sample<<<1, 1>>>(static_cast<const Sensor *>(dev), out);
    cudaError_t e = cudaDeviceSynchronize();
    std::printf("%s %g\n", cudaGetErrorName(e), e == cudaSuccess ? *out : -1.0f);
    return 0;
}
