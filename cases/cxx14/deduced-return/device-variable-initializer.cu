/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A namespace-scope __device__ variable initializer is outside device function bodies."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
__device__ int (*dp)(int) = fn1; // expect-error
