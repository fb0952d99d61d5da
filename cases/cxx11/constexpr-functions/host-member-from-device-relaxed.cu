/*---
section: I.4.20.4
clause: constexpr.relaxed-flag
description: "With --expt-relaxed-constexpr, a __host__ constexpr member function from a __device__ function may be called."
verdict: ok
flags: ["--expt-relaxed-constexpr"]
---*/
struct P {
  int v;
  constexpr int twice() const { return v * 2; } // __host__
};
__device__ int f(P p) {
  return p.twice();
}
