/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "A __global__ function with a parameter of incomplete type is ODR-used (address taken in host code) in a unit where the type is incomplete: rejected."
verdict: error
phase: link
requires: {rdc: true}
tus: 2
diagnostics:
  - severity: error
    regex: "."
note: "Taking the address of kern is an ODR-use in the first unit, where S is incomplete."
---*/
#if CUCONFORM_TU == 1
struct S;
__global__ void kern(S);
void (*kp)(S) = kern;
int main() { }
#endif
#if CUCONFORM_TU == 2
struct S { int x; };
__global__ void kern(S) { }
#endif
