/*---
section: I.3
clause: features.cxx17.dynamic-exception-specifications-removed
description: "throw(T) on a __host__ __device__ function template under -std=c++17"
verdict: error
std: c++17
---*/
template <typename T>
__host__ __device__ T twice(T v) throw(T) { // expect-error
  return v + v;
}
