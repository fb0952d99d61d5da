/*---
section: I.4.20.5
clause: hostvar.constexpr-scalar-value
description: "The value of a host constexpr variable may be used in a __global__ function."
verdict: ok
---*/
constexpr int xxx = 10;
__global__ void k(int *out) { *out = xxx * 2; }
