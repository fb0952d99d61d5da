/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, a __device__ constexpr function from a __host__ function may be called."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
constexpr __device__ int dcf(int x) { return x * 3; } // __device__
int h(int v) {
  return dcf(v);
}
