/*---
section: I.4.21.1
clause: deduced-return.device-reference-outside-body
description: "A namespace-scope static_assert on the deduced return type of a __device__ function."
verdict: error
requires: {toolchains: [nvcc, clang, checker]}
std: c++14
---*/
__device__ decltype(auto) fn2(int x) { return x; }
static_assert(sizeof(decltype(fn2(1))) == sizeof(int), "int"); // expect-error
