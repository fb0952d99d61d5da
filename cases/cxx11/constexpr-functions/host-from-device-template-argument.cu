/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr function in a template argument inside a __device__ function cannot be called."
verdict: error
revisions:
  default: {}
  relaxed: {clause: constexpr.relaxed-flag, verdict: ok, flags: ["--expt-relaxed-constexpr"], note: "With --expt-relaxed-constexpr, a __host__ constexpr function in a template argument inside a __device__ function may be called."}
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
template <int N> struct Int { static constexpr int value = N; };
__device__ int f() {
  return Int<hcf(5)>::value; // expect-error[default]
}
