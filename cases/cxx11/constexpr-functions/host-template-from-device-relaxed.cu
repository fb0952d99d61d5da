/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, a __host__ constexpr function template from a __device__ function may be called."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
template <typename T>
constexpr T sq(T x) { return x * x; } // __host__
__device__ float f(float v) {
  return sq(v);
}
