/*---
section: I.1
clause: features.cxx11.constexpr-requires-constant
description: "A constexpr variable initialized by a call of a __host__ __device__ constexpr function with a constant argument"
verdict: ok
std: c++11
---*/
__host__ __device__ constexpr int sq(int x) { return x * x; }
__device__ int area() {
  constexpr int a = sq(9);
  return a;
}
