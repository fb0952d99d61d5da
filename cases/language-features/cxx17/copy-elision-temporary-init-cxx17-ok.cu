/*---
section: I.3
clause: features.cxx17.guaranteed-copy-elision-no-constructor
description: "A prvalue of a class template with a deleted copy constructor initializes a by-value parameter of a __host__ __device__ function, -std=c++17"
verdict: ok
std: c++17
---*/
template <typename T> struct Guard {
  T v;
  __host__ __device__ explicit Guard(T x) : v(x) {}
  Guard(const Guard &) = delete;
};
__host__ __device__ float take(Guard<float> g) { return g.v; }
__host__ __device__ float hold(float x) { return take(Guard<float>(x)); }
