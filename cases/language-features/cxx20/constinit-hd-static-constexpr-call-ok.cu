/*---
section: I.3
clause: features.cxx20.constinit-requires-constant-initialization
description: "A constinit static local of a __device__ function initialized by a __host__ __device__ constexpr function call"
since: "12.0"
verdict: ok
std: c++20
tags: [beyond-guide]
note: "C++20 is beyond the guide; nvcc supports C++20 in device code since 12.0 (CHANGES.md A1)."
---*/
__host__ __device__ constexpr int seed(int v) { return v * 11; }
__device__ int next_id(int x) {
  static constinit int base = seed(3);
  return base + x;
}
