/*---
section: I.4.9.3
clause: function.separate-compilation-complete-types
description: "The same program with the return type complete in both units links."
verdict: ok
phase: link
std: c++14
requires: {rdc: true}
tus: 2
---*/
#if CUCONFORM_TU == 1
struct S { int x; };
__device__ S make(void);
__device__ auto *ptr = make;
int main() { }
#endif
#if CUCONFORM_TU == 2
struct S { int x; };
__device__ S make(void) { return S{1}; }
#endif
