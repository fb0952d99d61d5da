/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "A __device__ function whose return type is incomplete is ODR-used (address taken) in one unit and defined in another: rejected."
verdict: error
phase: link
std: c++14
requires: {rdc: true}
tus: 2
diagnostics:
  - severity: error
    regex: "."
note: "Any error at build or device link satisfies the case; none is expected on a source line (see the guide example)."
---*/
#if CUCONFORM_TU == 1
struct S;
__device__ S make(void);
__device__ auto *ptr = make;
int main() { }
#endif
#if CUCONFORM_TU == 2
struct S { int x; };
__device__ S make(void) { return S{1}; }
#endif
