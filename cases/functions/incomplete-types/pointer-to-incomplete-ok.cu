/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "A parameter of type S* is complete even when S is not; ODR-using the function is fine."
verdict: ok
phase: link
std: c++14
requires: {rdc: true}
tus: 2
---*/
#if CUCONFORM_TU == 1
struct S;
__device__ void foo(S *);
__device__ auto *ptr = foo;
int main() { }
#endif
#if CUCONFORM_TU == 2
struct S { int x; };
__device__ void foo(S *s) { s->x = 1; }
#endif
