/*---
section: I.4.20.6
clause: inline-namespace.same-name-entity
description: "__device__ functions (not __global__) of the same name in an inline namespace and its enclosing namespace get no compiler-generated reference."
verdict: ok
note: "After N1 is declared the name dfn is ambiguous in the source itself, so the outer function is called before N1."
---*/
__device__ int dfn() { return 1; }
__global__ void k1(int *out) { *out = dfn(); }   // before N1 exists: unambiguous
inline namespace N1 {
  __device__ int dfn() { return 2; }
}
__global__ void k2(int *out) { *out = N1::dfn(); }
