/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "The declared return type of a __device__ function is outside device function bodies."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
__device__ decltype(fn1(1)) g(int x) { return x; } // expect-error
