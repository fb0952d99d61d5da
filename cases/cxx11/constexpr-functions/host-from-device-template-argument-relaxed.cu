/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, a __host__ constexpr function in a template argument inside a __device__ function may be called."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
template <int N> struct Int { static constexpr int value = N; };
__device__ int f() {
  return Int<hcf(5)>::value;
}
