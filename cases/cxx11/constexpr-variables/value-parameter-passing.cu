/*---
section: I.4.20.5
clause: hostvar.constexpr-no-reference-or-address
description: "Passing a host constexpr variable by value in device code uses only its value."
verdict: ok
---*/
constexpr int xxx = 10;
__device__ int id(int r) { return r; }
__device__ int f() { return id(xxx); }
