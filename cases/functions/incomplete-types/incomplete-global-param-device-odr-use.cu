/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "A __global__ function with a parameter of incomplete type has its address taken in device code of a unit where the type is incomplete: rejected."
verdict: error
phase: link
requires: {rdc: true}
tus: 2
diagnostics:
  - severity: error
    regex: "."
---*/
#if CUCONFORM_TU == 1
struct S;
__global__ void kern(S);
__device__ void (*kp)(S) = kern;
int main() { }
#endif
#if CUCONFORM_TU == 2
struct S { int x; };
__global__ void kern(S) { }
#endif
