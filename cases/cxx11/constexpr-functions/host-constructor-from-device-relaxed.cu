/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, a __host__ constexpr constructor from a __device__ function may be called."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
struct P {
  int v;
  constexpr P(int x) : v(x) { } // __host__
};
__device__ int f(int x) {
  P p(x);
  return p.v;
}
