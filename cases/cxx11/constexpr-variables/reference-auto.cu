/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "An auto& in device code binds a reference to a host constexpr variable."
verdict: error
---*/
constexpr double dd = 2.5;
__device__ double f() {
  auto &r = dd; // expect-error
  return r;
}
