/*---
section: I.4.20.5
clause: hostvar.constexpr-nonscalar-in-constexpr-call
description: "A scalar member of a host constexpr struct cannot be read directly in device code."
verdict: error
---*/
struct P { int a; int b; };
constexpr P pp = {3, 4};
__device__ int f() {
  return pp.a; // expect-error
}
