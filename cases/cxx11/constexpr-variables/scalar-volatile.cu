/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a volatile-qualified host constexpr variable cannot be used in device code."
verdict: error
---*/
constexpr volatile int vv = 3;
__device__ int f() {
  return vv; // expect-error
}
