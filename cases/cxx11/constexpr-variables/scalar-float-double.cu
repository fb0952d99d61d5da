/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The values of float and double host constexpr variables may be used in device code."
verdict: ok
---*/
constexpr float ff = 1.5f;
constexpr double dd = 2.25;
__device__ double f() { return ff + dd; }
