/*---
section: "I.6.2"
clause: xlambda.restriction-12.not-consteval
description: "A consteval lambda defined inside a __device__ function is not an extended lambda (extended lambdas are defined in host or host device functions), so consteval is allowed there."
verdict: ok
std: c++20
flags: ["--extended-lambda"]
---*/
__device__ int device_side(void) {
    auto k = []() consteval { return 7; };
    return k() * 6;
}

__global__ void kern(int *out) { *out = device_side(); }
