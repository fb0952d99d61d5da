/*---
section: "I.4.6"
clause: rtti.no-type-info-device
description: "A __host__ __device__ function reads std::type_info::name() only when __CUDA_ARCH__ is undefined; the device side returns a constant."
verdict: ok
---*/
#include <typeinfo>

__host__ __device__ unsigned long long type_tag(int x) {
#ifndef __CUDA_ARCH__
    const std::type_info &ti = typeid(x);
    return ti.hash_code();
#else
    return 0ull;
#endif
}

__global__ void kern(unsigned long long *out) { *out = type_tag(1); }
