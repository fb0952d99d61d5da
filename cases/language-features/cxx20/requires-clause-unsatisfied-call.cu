/*---
section: I.3
clause: features.cxx20.constraints-enforced
description: "A call of a __device__ function template whose requires-clause the argument type does not satisfy (no viable candidate)"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
template <typename T>
  requires(sizeof(T) == 4)
__device__ T flip(T v) { return -v; }
__global__ void kern(double *p) {
  *p = flip(*p); // expect-error
}
