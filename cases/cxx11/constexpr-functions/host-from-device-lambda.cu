/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr function from a lambda in a __global__ function cannot be called."
verdict: error
revisions:
  default: {}
  relaxed: {clause: constexpr.relaxed-flag, verdict: ok, flags: ["--expt-relaxed-constexpr"], note: "With --expt-relaxed-constexpr, a __host__ constexpr function from a lambda in a __global__ function may be called."}
---*/
constexpr int hcf(int x) { return x * 2; }          // __host__
__global__ void k(int *out, int v) {
  auto l = [](int x) { return hcf(x); }; // expect-error[default]
  *out = l(v);
}
