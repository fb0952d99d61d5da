/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr constructor from a __device__ function cannot be called."
verdict: error
revisions:
  default: {}
  relaxed: {clause: constexpr.relaxed-flag, verdict: ok, flags: ["--expt-relaxed-constexpr"], note: "With --expt-relaxed-constexpr, a __host__ constexpr constructor from a __device__ function may be called."}
---*/
struct P {
  int v;
  constexpr P(int x) : v(x) { } // __host__
};
__device__ int f(int x) {
  P p(x); // expect-error[default]
  return p.v;
}
