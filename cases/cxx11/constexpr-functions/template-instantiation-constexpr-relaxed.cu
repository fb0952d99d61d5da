/*---
section: I.4.20.4
clause: constexpr.template-instantiation
description: "An instantiation of a constexpr __host__ function template that is a constexpr function is relaxed by --expt-relaxed-constexpr."
verdict: ok
std: c++14
flags: ["--expt-relaxed-constexpr"]
---*/
template <typename T>
constexpr int widen(int x) { return (int)T(x) + 1; } // __host__
__device__ int f(int v) {
  return widen<long>(v) + widen<short>(v);
}
