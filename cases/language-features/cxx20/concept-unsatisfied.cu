/*---
section: I.3
clause: features.cxx20.constraints-enforced
description: "A constrained __device__ function template called from device code with a type that does not satisfy its concept is rejected"
since: "12.0"
verdict: error
std: c++20
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0."
tags: [beyond-guide]
---*/
template <class T>
concept Small = sizeof(T) <= 4;

template <Small T>
__device__ int widen(T v) { return static_cast<int>(v) * 2; }

__global__ void kernel(int* out, double d) {
  *out = widen(d);  // expect-error
}
