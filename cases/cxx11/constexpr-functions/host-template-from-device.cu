/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr function template from a __device__ function cannot be called."
verdict: error
revisions:
  default: {}
  relaxed: {clause: constexpr.relaxed-flag, verdict: ok, flags: ["--expt-relaxed-constexpr"], note: "With --expt-relaxed-constexpr, a __host__ constexpr function template from a __device__ function may be called."}
---*/
template <typename T>
constexpr T sq(T x) { return x * x; } // __host__
__device__ float f(float v) {
  return sq(v); // expect-error[default]
}
