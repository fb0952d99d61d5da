/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "An alias declaration naming the deduced return type of a __device__ function."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
using R = decltype(fn1(1)); // expect-error
