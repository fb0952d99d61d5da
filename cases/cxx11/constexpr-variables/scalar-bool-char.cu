/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The values of bool and char host constexpr variables may be used in device code."
verdict: ok
---*/
constexpr bool bb = true;
constexpr char cc = 'x';
__device__ int f() { return bb ? cc : 0; }
