/*---
section: I.4.13
clause: hostvar.const-value-use
description: "A const int initialized from a const double is not initialized with a constant expression (a const double is not usable in constant expressions)."
verdict: error
note: "In ISO C++ only const integral/enumeration variables initialized with constant expressions (and constexpr variables) are usable in constant expressions; (int)d reads a const double, so v is not constant-initialized by the standard, whatever an implementation may fold."
---*/
const double d = 2.0;
const int v = (int)d;
__device__ int get(void) {
  return v; // expect-error
}
