/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A default template argument of a __device__ function template is outside device function bodies."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
std: c++14
---*/
__device__ auto fn1(int x) { return x; }
template <typename T = decltype(fn1(1))> // expect-error
__device__ T g(T x) { return x; }
