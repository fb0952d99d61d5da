/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "The guide example with S defined in first.cu as well: the parameter type is complete where foo is ODR-used, and the program links."
verdict: ok
phase: link
std: c++14
requires: {rdc: true}
tus: 2
---*/
#if CUCONFORM_TU == 1
//first.cu:
struct S { int x; };
__device__ void foo(S);
__device__ auto *ptr = foo;

int main() { }
#endif
#if CUCONFORM_TU == 2
//second.cu:
struct S { int x; };
__device__ void foo(S) { }
#endif
