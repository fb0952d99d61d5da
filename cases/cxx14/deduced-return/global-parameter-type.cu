/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "The parameter list of a __global__ function is outside its body."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
__global__ void k(decltype(fn1(1)) *out) { *out = 1; } // expect-error
