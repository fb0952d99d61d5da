/*---
section: I.4.20.4
clause: constexpr.template-instantiation
description: "A __host__ __device__ constexpr function template instantiated with int initializes a constexpr local of a __device__ function"
verdict: ok
std: c++14
---*/
template <typename T> __host__ __device__ constexpr T tripled(T v) { return v * T(3); }
__device__ int use(int x) {
  constexpr int k = tripled<int>(4);
  return x + k;
}
