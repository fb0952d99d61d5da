/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a pointer-typed host constexpr variable (a null pointer) may be used in device code."
verdict: ok
---*/
constexpr int *np = nullptr;
__device__ bool f(int *p) { return p == np; }
