/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a long double host constexpr variable cannot be used in device code."
verdict: error
---*/
constexpr long double ld = 1.0L;
__device__ double f() {
  return (double)ld; // expect-error
}
