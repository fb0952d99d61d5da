/*---
section: I.3
clause: features.cxx17.register-removed
description: "register on a parameter of a __device__ function under -std=c++14 (deprecated, valid)"
verdict: ok
std: c++14
---*/
__device__ float halve(register float x) { return x * 0.5f; }
