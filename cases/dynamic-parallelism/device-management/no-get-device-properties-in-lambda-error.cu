/*---
section: "D.3.1.5"
clause: dp.devmgmt.no-device-properties
description: "cudaGetDeviceProperties() for the current device (from cudaGetDevice) inside a lambda of a kernel template: properties must be queried one by one with cudaDeviceGetAttribute()."
verdict: error
std: c++14
flags: ["-rdc=true"]
requires:
  features: [cdp]
---*/
template <typename T>
__global__ void report(T *out) {
    auto sm_count = []() {
        int dev = 0;
        cudaGetDevice(&dev);
        cudaDeviceProp prop;
        cudaGetDeviceProperties(&prop, dev); // expect-error
        return prop.multiProcessorCount;
    };
    *out = static_cast<T>(sm_count());
}

template __global__ void report<long>(long *);
