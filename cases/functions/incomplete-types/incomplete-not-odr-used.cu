/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "Declaring a __device__ function with an incomplete parameter type in a unit that does not ODR-use it is fine."
verdict: ok
phase: link
requires: {rdc: true}
tus: 2
---*/
#if CUCONFORM_TU == 1
struct S;
__device__ void foo(S);
int main() { }
#endif
#if CUCONFORM_TU == 2
struct S { int x; };
__device__ void foo(S) { }
__global__ void kern(void) { foo(S{1}); }
#endif
