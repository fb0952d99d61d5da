/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, a __host__ constexpr function from a __device__ function may be called."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
__device__ int f(int v) {
  return hcf(v);
}
