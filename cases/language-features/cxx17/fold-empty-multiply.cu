/*---
section: I.3
clause: features.cxx17.fold-empty-pack
description: "A unary * fold in a __device__ function template instantiated with an empty pack"
verdict: error
std: c++17
---*/
template <typename... T> __device__ int prod(T... v) {
  return (v * ...); // expect-error
}
__global__ void kern(int *p) { *p = prod(); }
