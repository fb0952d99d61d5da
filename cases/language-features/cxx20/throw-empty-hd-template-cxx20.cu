/*---
section: I.3
clause: features.cxx20.throw-specification-removed
description: "throw() on a __host__ __device__ function template under -std=c++20"
since: "12.0"
verdict: error
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
template <typename T>
__host__ __device__ T neg(T v) throw() { // expect-error
  return -v;
}
