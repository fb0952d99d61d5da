/*---
section: I.3
clause: features.cxx20.consteval-constant-arguments
description: "A __host__ __device__ consteval function called with a constexpr local in a lambda of a kernel"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__host__ __device__ consteval unsigned mask(unsigned bits) { return (1u << bits) - 1u; }
__global__ void kern(unsigned *p) {
  auto low = [](unsigned v) {
    constexpr unsigned b = 5;
    return v & mask(b);
  };
  *p = low(*p);
}
