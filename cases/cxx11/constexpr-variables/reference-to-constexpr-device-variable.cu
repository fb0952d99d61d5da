/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "A constexpr variable with the __device__ memory space is not a host variable; device code may take its address."
verdict: ok
---*/
constexpr __device__ int dxx = 10;
__device__ const int *f() { return &dxx; }
