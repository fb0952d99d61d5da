/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A scalar member of a host constexpr struct may be read in a constexpr __device__ function when the call is a constant expression."
verdict: ok
---*/
struct P { int a; int b; };
constexpr P pp = {3, 4};
constexpr __device__ int sum() { return pp.a + pp.b; }
__device__ int f() {
  constexpr int s = sum();
  return s;
}
