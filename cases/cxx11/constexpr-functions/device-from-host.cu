/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __device__ constexpr function from a __host__ function cannot be called."
verdict: error
revisions:
  default: {}
  relaxed: {clause: constexpr.relaxed-flag, verdict: ok, flags: ["--expt-relaxed-constexpr"], note: "With --expt-relaxed-constexpr, a __device__ constexpr function from a __host__ function may be called."}
---*/
constexpr __device__ int dcf(int x) { return x * 3; } // __device__
int h(int v) {
  return dcf(v); // expect-error[default]
}
