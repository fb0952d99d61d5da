/*---
section: I.4.20.4
clause: constexpr.cross-space-call
description: "By default, a __host__ constexpr constructor from a __device__ function cannot be called."
verdict: error
---*/
struct P {
  int v;
  constexpr P(int x) : v(x) { } // __host__
};
__device__ int f(int x) {
  P p(x); // expect-error
  return p.v;
}
