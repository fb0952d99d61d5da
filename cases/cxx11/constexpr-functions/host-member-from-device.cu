/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr member function from a __device__ function cannot be called."
verdict: error
---*/
struct P {
  int v;
  constexpr int twice() const { return v * 2; } // __host__
};
__device__ int f(P p) {
  return p.twice(); // expect-error
}
